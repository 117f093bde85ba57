// Headers every answer carries, and the Content-Security-Policy of the SPA's page. The page
// runs only this server's scripts (no inline script, no eval), shows images, fonts and
// styles from here or data: URLs (QR codes, icons), talks only to this server, runs Monaco's
// workers from here, and may be framed by nobody. Styles may be inline: MUI writes its CSS at
// run time. HSTS only when the panel is reached over https (PUBLIC_URL).
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

export const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** nosniff and no Referer on everything (a route that set its own keeps it); HSTS behind https. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has('X-Content-Type-Options')) headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'no-referrer');
  if (c.get('deps').config.publicUrl?.startsWith('https://')) headers.set('Strict-Transport-Security', HSTS);
};

/** The SPA's page: its policy, and no framing by older browsers either. */
export function spaPageHeaders(c: Context) {
  c.header('Content-Security-Policy', SPA_CSP);
  c.header('X-Frame-Options', 'DENY');
}
