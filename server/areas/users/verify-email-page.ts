// The pages of a verification email's link (public). Opening the link (GET) spends nothing:
// it shows a 'Verify my email' button when the link would work, else why it would not; the
// button posts the token, and only that verifies the address, once. A mail scanner that
// opens every link therefore verifies nobody. Pages answer in the message's language.
import type { Context } from 'hono';
import { userRoutes } from '../../../contract/users.js';
import type { AppEnv } from '../../http/context.js';
import { clientIp, userAgent } from '../../http/request.js';
import { pageHtml } from '../../mail/html.js';
import { requestLanguage } from '../../http/language.js';
import { MAIL_TEXTS } from '../../mail/texts.js';
import { getSettings } from '../../settings/store.js';
import { checkVerificationToken, redeemVerificationToken, type VerificationResult } from './verification.js';

const STATUS = { verified: 200, used: 409, expired: 410, invalid: 404 } as const;

const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  // The token is in the address: keep it out of caches and of Referer headers.
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

async function page(c: Context<AppEnv>, result: Omit<VerificationResult, 'outcome'> & { outcome: VerificationResult['outcome'] | 'usable' }, token: string) {
  const { siteName } = await getSettings(c.get('deps').db, 'general');
  // An unknown token has no language of its own: the browser's.
  const language = result.language ?? requestLanguage(c);
  const texts = MAIL_TEXTS[language];
  for (const [k, v] of Object.entries(PAGE_HEADERS)) c.header(k, v);
  if (result.outcome === 'usable') {
    const { title, text, button } = texts.confirm;
    return c.html(
      pageHtml({
        language,
        title,
        text: text(result.email ?? '', siteName),
        site: siteName,
        ok: true,
        form: { action: userRoutes.verifyEmail.path, token, button },
      }),
      200,
    );
  }
  const shown = texts.pages[result.outcome];
  return c.html(
    pageHtml({ language, title: shown.title, text: shown.text(result.email ?? '', siteName), site: siteName, ok: result.outcome === 'verified' }),
    STATUS[result.outcome],
  );
}

/** GET: what the link would do, with the button when it would verify. */
export async function verifyEmailPage(c: Context<AppEnv>, token = '') {
  const { db, clock } = c.get('deps');
  return page(c, await checkVerificationToken(db, clock.now(), token), token);
}

/** POST (the page's button): verifies, once. */
export async function confirmEmailPage(c: Context<AppEnv>) {
  const { db, clock } = c.get('deps');
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const token = typeof form.token === 'string' ? form.token : '';
  return page(c, await redeemVerificationToken(db, clock.now(), token, { ipAddress: clientIp(c), userAgent: userAgent(c) }), token);
}
