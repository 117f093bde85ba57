// GET /api/openapi.json (the OpenAPI 3.1 document, built from the contract) and /api/docs
// (a Swagger UI reference page served from this server). Public: README "API reference".
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { defineArea } from '../../http/route.js';
import { DOCS_CSP, DOCS_FILES, DOCS_PAGE, SWAGGER_UI_DIR } from './swagger-ui.js';

export const docsArea = defineArea({ name: 'Documentation', description: 'This document and its reference page.' });

const DOCS_HEADERS = {
  'Content-Security-Policy': DOCS_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

// 112 kB of JSON, 11 kB compressed. The app builds the document (app.ts): it lists every
// area, this one included.
docsArea.get(
  '/api/openapi.json',
  { summary: 'This OpenAPI document', public: true, file: { type: 'application/json', description: 'The OpenAPI 3.1 document' }, use: [compress()] },
  (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(c.get('deps').apiDocument());
  },
);

docsArea.get('/api/docs', { summary: 'The API reference page', public: true, file: { type: 'text/html', description: 'Swagger UI on this document' } }, (c) =>
  c.html(DOCS_PAGE, 200, { ...DOCS_HEADERS, 'Cache-Control': 'no-cache' }),
);

// The bundle is 1.7 MB of JavaScript: compressed on the way (about 0.5 MB) and cached a day.
docsArea.get(
  '/api/docs/{asset}',
  {
    summary: "A file of the reference page (Swagger UI's, served from this server)",
    public: true,
    params: { asset: z.enum(Object.keys(DOCS_FILES) as [string, ...string[]]) },
    entity: 'File',
    file: { type: ['text/javascript', 'text/css', 'image/png'], description: 'The file' },
    use: [compress()],
  },
  async (c, { params }) => {
    const name = params.asset!;
    const asset = DOCS_FILES[name]!;
    const body = asset.text ?? new Uint8Array(await readFile(join(SWAGGER_UI_DIR, name)));
    return c.body(body, 200, { ...DOCS_HEADERS, 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' });
  },
);
