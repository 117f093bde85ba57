// GET /api/openapi.json (the OpenAPI 3.1 document, built from the contract) and /api/docs
// (a Swagger UI reference page served from this server). Public: README "API reference".
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DocsAsset, docsRoutes } from '../../../contract/docs.js';
import { type Compressed, compressOnce, pickEncoding } from '../../http/compressed.js';
import { defineArea } from '../../http/route.js';
import { DOCS_CSP, DOCS_FILES, DOCS_PAGE, SWAGGER_UI_DIR } from './swagger-ui.js';

export const docsArea = defineArea({ name: 'Documentation', description: 'This document and its reference page.' });

const DOCS_HEADERS = {
  'Content-Security-Policy': DOCS_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

// The document (112 kB of JSON, 11 kB compressed) and the page's files (the bundle is 1.7 MB
// of JavaScript, about 0.5 MB compressed) never change while the server runs: compressed once.
const encodedDocuments = new WeakMap<object, Compressed>();
const encodedAssets = new Map<string, Compressed>();

docsArea.bind(docsRoutes.openapi, (c) => {
  const doc = c.get('deps').apiDocument();
  let encoded = encodedDocuments.get(doc);
  if (!encoded) encodedDocuments.set(doc, (encoded = compressOnce(new TextEncoder().encode(JSON.stringify(doc)))));
  return c.body(pickEncoding(c, encoded), 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
});

docsArea.bind(docsRoutes.page, (c) => c.html(DOCS_PAGE, 200, { ...DOCS_HEADERS, 'Cache-Control': 'no-cache' }));

docsArea.bind(docsRoutes.asset, async (c, { params }) => {
  // Checked against the route's list of files: anything else was its 404.
  const name = params.asset as DocsAsset;
  const asset = DOCS_FILES[name];
  let encoded = encodedAssets.get(name);
  if (!encoded) {
    const bytes = asset.text !== undefined ? new TextEncoder().encode(asset.text) : new Uint8Array(await readFile(join(SWAGGER_UI_DIR, name)));
    // A PNG is compressed already.
    encoded = asset.type.startsWith('image/') ? { identity: bytes, br: bytes, gzip: bytes } : compressOnce(bytes);
    encodedAssets.set(name, encoded);
  }
  const body = asset.type.startsWith('image/') ? encoded.identity : pickEncoding(c, encoded);
  return c.body(body, 200, { ...DOCS_HEADERS, 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' });
});
