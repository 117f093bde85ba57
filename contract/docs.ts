// The API's own documentation: this OpenAPI document and its reference page (Swagger UI,
// served from this server, README "API reference"), public.
import { z } from 'zod';
import { route } from './route.js';

/** The reference page's files, /api/docs/{asset}: Swagger UI's from swagger-ui-dist and the page's own two. */
export const DOCS_ASSETS = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png', 'docs.js', 'docs.css'] as const;
export type DocsAsset = (typeof DOCS_ASSETS)[number];

/** The documentation's routes (contract/route.ts). */
export const docsRoutes = {
  openapi: route({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI document',
    public: true,
    file: { type: 'application/json', description: 'The OpenAPI 3.1 document' },
  }),
  page: route({
    method: 'get',
    path: '/api/docs',
    summary: 'The API reference page',
    public: true,
    file: { type: 'text/html', description: 'Swagger UI on this document' },
  }),
  asset: route({
    method: 'get',
    path: '/api/docs/{asset}',
    summary: "A file of the reference page (Swagger UI's, served from this server)",
    public: true,
    params: { asset: z.enum(DOCS_ASSETS) },
    entity: 'FILE',
    file: { type: ['text/javascript', 'text/css', 'image/png'], description: 'The file' },
  }),
};
