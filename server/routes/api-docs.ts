// GET /api/openapi.json (the OpenAPI 3.1 document, built from the contract) and /api/docs
// (a Swagger UI reference page served from this server). Public: README "API reference".
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../http/context.js';
import { notFound } from '../http/envelope.js';
import { AREAS } from '../areas/index.js';
import { buildDocument, type OpenApiDocument } from '../openapi/document.js';
import { API_DESCRIPTION, COMPONENTS, LEGACY_AREAS } from '../openapi/operations.js';
import { DOCS_CSP, DOCS_FILES, DOCS_PAGE, SWAGGER_UI_DIR } from '../openapi/swagger-ui.js';

/** Built once per version: the document depends on nothing else. */
const documents = new Map<string, OpenApiDocument>();

export function apiDocument(version: string): OpenApiDocument {
  let doc = documents.get(version);
  if (!doc) {
    doc = buildDocument({ version, areas: [...LEGACY_AREAS, ...AREAS], components: COMPONENTS, description: API_DESCRIPTION });
    documents.set(version, doc);
  }
  return doc;
}

const DOCS_HEADERS = {
  'Content-Security-Policy': DOCS_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export const apiDocsRoutes = new Hono<AppEnv>();

// 112 kB of JSON, 11 kB compressed.
apiDocsRoutes.get('/openapi.json', compress(), (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(apiDocument(c.get('deps').config.version));
});

apiDocsRoutes.get('/docs', (c) => c.html(DOCS_PAGE, 200, { ...DOCS_HEADERS, 'Cache-Control': 'no-cache' }));

// The bundle is 1.7 MB of JavaScript: compressed on the way (about 0.5 MB) and cached a day.
apiDocsRoutes.get('/docs/:asset', compress(), async (c) => {
  const name = c.req.param('asset');
  const asset = Object.hasOwn(DOCS_FILES, name) ? DOCS_FILES[name] : undefined;
  if (!asset) throw notFound('File');
  const body = asset.text ?? new Uint8Array(await readFile(join(SWAGGER_UI_DIR, name)));
  return c.body(body, 200, { ...DOCS_HEADERS, 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' });
});
