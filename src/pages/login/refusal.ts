// A refused sign-in step as the admin reads it. Loaded when a step is refused (LoginPage.tsx):
// the contract's table of coded refusals is not part of the sign-in page's first download.
import { HttpError, type TranslateFunction } from 'react-admin';
import { isServerMessageCode } from '../../../contract/server-messages';

export function refusal(err: unknown, translate: TranslateFunction): string {
  if (err instanceof HttpError) {
    const body = (err.body ?? {}) as { code?: string; retryAfter?: number };
    if (body.code === 'THROTTLED') {
      const minutes = Math.max(1, Math.ceil((body.retryAfter ?? 60) / 60));
      return translate('app.login.errors.throttled', { smart_count: minutes });
    }
    if (body.code === 'CHALLENGE_EXPIRED') return translate('app.login.errors.challenge_expired');
    // A wrong code: said by its code, already in the UI language (httpClient).
    if (isServerMessageCode(body.code)) return err.message;
    if (err.status === 401) return translate('app.login.errors.invalid_credentials');
  }
  const message = (err as Error)?.message;
  return message ? translate(message, { _: message }) : translate('app.login.failed');
}
