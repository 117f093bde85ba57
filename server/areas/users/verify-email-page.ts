// The page of a verification email's link (GET /api/verify-email?token=, public). Uses the token
// once and answers with a small page in the message's language: verified, already used,
// expired or not valid. Only the first use changes anything.
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { clientIp, userAgent } from '../../http/request.js';
import { redeemVerificationToken } from './verification.js';
import { pageHtml } from '../../mail/html.js';
import { languageOf, MAIL_TEXTS } from '../../mail/texts.js';
import { getSettings } from '../../settings/store.js';

const STATUS = { verified: 200, used: 409, expired: 410, invalid: 404 } as const;

const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  // The token is in the address: keep it out of caches and of Referer headers.
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

export async function verifyEmailPage(c: Context<AppEnv>, token = '') {
  const { db, clock } = c.get('deps');
  const result = await redeemVerificationToken(db, clock.now(), token, { ipAddress: clientIp(c), userAgent: userAgent(c) });
  // An unknown token has no language of its own: the browser's.
  const language = result.language ?? languageOf(c.req.header('accept-language'));
  const { siteName } = await getSettings(db, 'general');
  const page = MAIL_TEXTS[language].pages[result.outcome];
  for (const [k, v] of Object.entries(PAGE_HEADERS)) c.header(k, v);
  return c.html(
    pageHtml({ language, title: page.title, text: page.text(result.email ?? '', siteName), site: siteName, ok: result.outcome === 'verified' }),
    STATUS[result.outcome],
  );
}
