// A failure shows the server's message when there is one, else the screen's own.
import type { TemplateValidation } from '../../../contract/template-schemas';

/** The server's message, or `fallback` (a translation key) when the server gave none. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message || message === 'app.errors.generic') return fallback;
  return message;
}

/** The validation lists a refused save carries (400 with `data: { isValid, errors, warnings }`). */
export function refusedValidation(error: unknown): TemplateValidation | undefined {
  const data = (error as { body?: { data?: Partial<TemplateValidation> } } | null)?.body?.data;
  return data && Array.isArray(data.errors) && Array.isArray(data.warnings) ? (data as TemplateValidation) : undefined;
}
