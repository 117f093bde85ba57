// The API reference page: Swagger UI's own files from node_modules (swagger-ui-dist), no CDN,
// under a CSP that lets the page load nothing but this server's files.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { DocsAsset } from '../../../contract/docs.js';

const require = createRequire(import.meta.url);
export const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** Starts Swagger UI on the document; a file of its own, as the CSP allows no inline script. */
export const DOCS_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // No badge from the public validator: nothing leaves this server.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
  });
});
`;

/** Swagger UI's sheet assumes a wide window: on a phone, area texts go under their names. */
export const DOCS_STYLE = `body { margin: 0; background: #fafafa; }
.swagger-ui .wrapper { padding: 0 16px; }
.swagger-ui .scheme-container { padding: 12px 0; }
/* No route declares links: the column only ever says "No links". */
.swagger-ui .response-col_links { display: none; }
@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 8px; }
  .swagger-ui .info { margin: 24px 0; }
  .swagger-ui .opblock-tag { flex-wrap: wrap; }
  .swagger-ui .opblock-tag small { flex: 1 0 100%; order: 2; padding: 0 0 8px; }
}
`;

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

/** What /api/docs/{asset} serves (contract/docs.ts names them): Swagger UI's files from swagger-ui-dist and the page's own two. */
export const DOCS_FILES: Record<DocsAsset, { type: string; text?: string }> = {
  'swagger-ui-bundle.js': { type: JS },
  'swagger-ui.css': { type: CSS },
  'favicon-32x32.png': { type: 'image/png' },
  'docs.js': { type: JS, text: DOCS_SCRIPT },
  'docs.css': { type: CSS, text: DOCS_STYLE },
};

export const DOCS_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>CV Builder admin API reference</title>
  <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" sizes="32x32">
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  <link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/docs.js"></script>
</body>
</html>
`;

/** Only this server's files; data: images are Swagger UI's icons inside its stylesheet. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
