// The CV preview page (GET /api/cv/render/{id}?token=): the CV rendered with its template, for
// a preview tab. Public but token-checked; the page is sandboxed by CSP so a template can run
// nothing. A bad id or token, whatever its form, gets the same 'invalid or expired' page.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { cvs, templates } from '../../db/schema.js';
import { checkPreviewToken } from './preview-tokens.js';
import { renderCv } from './render.js';

/**
 * Nothing runs, and images, fonts and styles come only from this server or data: URLs (a
 * template cannot make the reader's browser call another host); it opens in a tab of its own.
 */
export const PREVIEW_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PREVIEW_HEADERS = {
  'Content-Security-Policy': PREVIEW_CSP,
  'X-Content-Type-Options': 'nosniff',
  // The token is in the address: keep it out of caches and of Referer headers sent to image hosts.
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const INVALID_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Preview link expired</title>
<style>body{font-family:system-ui,sans-serif;color:#374151;display:grid;place-items:center;min-height:90vh;margin:0}main{max-width:420px;text-align:center}</style>
</head><body><main><h1>Preview link invalid or expired</h1><p>Preview links work for 10 minutes. Open the CV again from the admin panel to get a new one.</p></main></body></html>`;

function page(c: Context<AppEnv>, html: string, status: 200 | 401) {
  for (const [k, v] of Object.entries(PREVIEW_HEADERS)) c.header(k, v);
  return c.html(html, status);
}

const uuid = z.uuid();

/** The page of the CV when the token opens it; the same 'invalid or expired' page for any bad id or token. */
export async function previewPage(c: Context<AppEnv>, id: string, token = '') {
  const { db, clock } = c.get('deps');
  if (!uuid.safeParse(id).success || !(await checkPreviewToken(db, clock.now(), id, token))) return page(c, INVALID_PAGE, 401);
  const [row] = await db
    .select({ name: cvs.name, language: cvs.language, content: cvs.content, templateContent: templates.content })
    .from(cvs)
    .leftJoin(templates, eq(templates.id, cvs.templateId))
    .where(eq(cvs.id, id));
  // The token cascades away with its CV, so a valid token means the CV exists (unless it was deleted since).
  if (!row) return page(c, INVALID_PAGE, 401);
  return page(c, renderCv(row, row.templateContent), 200);
}
