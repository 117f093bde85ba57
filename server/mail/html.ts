// The HTML of the server's mail and of the verification link's pages: Mustache templates, so
// every value (a user's name, the site name) is escaped. Mail clients ignore <style> blocks
// and most layout CSS, so the email is a centred table with inline styles.
import Mustache from 'mustache';
import type { MailLanguage } from '../../contract/mail.js';

export interface EmailHtml {
  language: MailLanguage;
  title: string;
  greeting?: string;
  paragraphs: string[];
  button?: { label: string; url: string; hint: string };
  notes?: string[];
  signoff: string;
}

const EMAIL = `<!DOCTYPE html>
<html lang="{{language}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{{title}}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e5e7eb">
<tr><td style="padding:28px 32px 8px"><h1 style="margin:0;font-size:20px;line-height:28px;color:#111827">{{title}}</h1></td></tr>
<tr><td style="padding:8px 32px 0;font-size:15px;line-height:24px">
{{#greeting}}<p style="margin:0 0 12px">{{greeting}}</p>{{/greeting}}
{{#paragraphs}}<p style="margin:0 0 12px">{{.}}</p>{{/paragraphs}}
</td></tr>
{{#button}}<tr><td style="padding:8px 32px 8px"><a href="{{url}}" style="display:inline-block;background:#0d9488;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">{{label}}</a></td></tr>
<tr><td style="padding:8px 32px 0;font-size:13px;line-height:20px;color:#6b7280"><p style="margin:0 0 4px">{{hint}}</p><p style="margin:0;word-break:break-all"><a href="{{url}}" style="color:#0d9488">{{url}}</a></p></td></tr>{{/button}}
<tr><td style="padding:16px 32px 0;font-size:13px;line-height:20px;color:#6b7280">{{#notes}}<p style="margin:0 0 8px">{{.}}</p>{{/notes}}</td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:24px">{{signoff}}</td></tr>
</table></td></tr></table></body></html>`;

export const emailHtml = (view: EmailHtml) => Mustache.render(EMAIL, view);

const PAGE = `<!DOCTYPE html>
<html lang="{{language}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{{title}}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f4f6;color:#1f2937;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;width:min(440px,calc(100vw - 32px));background:#fff;border:1px solid #e5e7eb;border-radius:14px;padding:32px;text-align:center;box-shadow:0 8px 24px rgba(17,24,39,.06)}
.mark{width:56px;height:56px;border-radius:50%;display:grid;place-items:center;margin:0 auto 16px;font-size:28px;font-weight:700}
.ok .mark{background:#ccfbf1;color:#0f766e}.no .mark{background:#fef3c7;color:#b45309}
h1{font-size:22px;line-height:1.3;margin:0 0 10px}p{margin:0;line-height:1.6;color:#4b5563}.site{margin-top:20px;font-size:13px;color:#9ca3af}
.ask .mark{background:#e0e7ff;color:#3730a3}form{margin-top:22px}button{font:inherit;font-weight:600;font-size:16px;color:#fff;background:#0f766e;border:0;border-radius:8px;padding:12px 24px;cursor:pointer}
button:focus-visible{outline:3px solid #99f6e4;outline-offset:2px}</style>
</head><body><main class="{{#form}}ask{{/form}}{{^form}}{{#ok}}ok{{/ok}}{{^ok}}no{{/ok}}{{/form}}"><div class="mark" aria-hidden="true">{{#form}}@{{/form}}{{^form}}{{#ok}}✓{{/ok}}{{^ok}}!{{/ok}}{{/form}}</div>
<h1>{{title}}</h1><p>{{text}}</p>{{#form}}<form method="post" action="{{action}}"><input type="hidden" name="token" value="{{token}}"><button type="submit">{{button}}</button></form>{{/form}}<p class="site">{{site}}</p></main></body></html>`;

export interface PageView {
  language: MailLanguage;
  title: string;
  text: string;
  site: string;
  ok: boolean;
  /** A button that posts the token to `action`. */
  form?: { action: string; token: string; button: string };
}

export const pageHtml = (view: PageView) => Mustache.render(PAGE, view);

/** For a value put into already rendered HTML. */
export const escapeHtml = (text: string) => Mustache.escape(text);
