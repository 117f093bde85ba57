// The editor's Preview: the template rendered with the sample CV, as the renderer would,
// plus a Content-Security-Policy so the preview fetches nothing beyond this server.
import Mustache from 'mustache';
import { SAMPLE_CV } from '../../../contract/cv-data';

export type RenderedPreview = { html: string } | { error: string };

/** A private writer with no cache: every keystroke is a new template. */
function writer() {
  const w = new Mustache.Writer() as Mustache.Writer & { templateCache?: unknown };
  w.templateCache = undefined;
  return w;
}

export function renderPreview(content: string, origin: string): RenderedPreview {
  let html: string;
  try {
    html = writer().render(content, SAMPLE_CV);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  const csp = `default-src 'none'; img-src data: blob: ${origin}; style-src 'unsafe-inline'; font-src data:`;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
  // After the doctype (anything before it would switch the page to quirks mode); the parser
  // puts a leading <meta> into the head it opens.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return { html: doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}` };
}
