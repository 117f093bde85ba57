// Template file validation (docs/api.md "Templates"): the HTML is read by htmlparser2 and the
// placeholders by Mustache's own parser, so what is checked is what a browser and the
// renderer will actually see. Pure: the server's POST /templates/validate and PUT …/file
// use it, and anything in the browser may too.
import { Parser } from 'htmlparser2';
import Mustache from 'mustache';
import { CV_SECTIONS, KNOWN_PLACEHOLDERS, PERSONAL_FIELDS } from './cv-data';
import { checkMessage } from './template-messages';
import type { TemplateValidation } from './template-schemas';
import { TEMPLATE_MAX_BYTES } from './templates';

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed']);
/** Attributes that make the browser fetch something when the CV is opened. */
const RESOURCE_ATTRIBUTES: Record<string, readonly string[]> = {
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  input: ['src'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
  body: ['background'],
  table: ['background'],
  td: ['background'],
};
/** More than this many messages of one list are summarised in a last line. */
const MAX_MESSAGES = 100;

/** `{ isValid, errors, warnings }` for a template's HTML. */
export function validateTemplate(content: string): TemplateValidation {
  if (typeof content !== 'string' || content.trim() === '') {
    return { isValid: false, errors: [checkMessage('empty')], warnings: [] };
  }
  const bytes = new TextEncoder().encode(content).length;
  if (bytes > TEMPLATE_MAX_BYTES) {
    return {
      isValid: false,
      errors: [checkMessage('tooLarge', { bytes: bytes.toLocaleString('en-US') })],
      warnings: [],
    };
  }
  const lineOf = lineLocator(content);
  const errors: string[] = [];
  const warnings: string[] = [];
  checkHtml(content, lineOf, errors, warnings);
  checkMustache(content, lineOf, errors, warnings);
  return { isValid: errors.length === 0, errors: summarise(errors), warnings: summarise(warnings) };
}

/** 1-based line number of a character offset. */
function lineLocator(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function summarise(messages: string[]): string[] {
  const unique = [...new Set(messages)];
  if (unique.length <= MAX_MESSAGES) return unique;
  return [...unique.slice(0, MAX_MESSAGES), checkMessage('more', { count: unique.length - MAX_MESSAGES })];
}

const shorten = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A URL as the browser reads it: entities are already decoded; whitespace and control characters dropped. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a browser drops from a URL
const normaliseUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();
const isJavascriptUrl = (value: string) => normaliseUrl(value).startsWith('javascript:');
const isExternalUrl = (value: string) => /^(https?:)?\/\//i.test(value.trim());

/** The addresses inside CSS: url(…) and @import "…". */
function cssUrls(css: string): string[] {
  const out: string[] = [];
  const unescaped = css.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, '$1');
  for (const m of unescaped.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi)) out.push((m[1] ?? m[2] ?? m[3] ?? '').trim());
  for (const m of unescaped.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) out.push((m[1] ?? m[2] ?? '').trim());
  return out;
}

/** The candidate URLs of a srcset attribute. */
const srcsetUrls = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

function checkHtml(content: string, lineOf: (offset: number) => number, errors: string[], warnings: string[]) {
  /** Our own view of the open elements, with the line each was opened on. */
  const open: { name: string; line: number }[] = [];
  /** What is being read when the parser closes elements on its own. */
  let cause: { kind: 'open' | 'close' | 'end'; name: string; line: number } = { kind: 'end', name: '', line: 0 };
  let closeEvents = 0;
  let tagName = '';
  let tagLine = 0;
  let hasDoctype = false;

  class CheckingParser extends Parser {
    override onopentagname(start: number, endIndex: number): void {
      tagName = content.slice(start, endIndex).toLowerCase();
      tagLine = lineOf(start);
      cause = { kind: 'open', name: tagName, line: tagLine };
      super.onopentagname(start, endIndex);
    }
    override onclosetag(start: number, endIndex: number): void {
      const name = content.slice(start, endIndex).toLowerCase();
      const line = lineOf(start);
      cause = { kind: 'close', name, line };
      const before = closeEvents;
      super.onclosetag(start, endIndex);
      // Nothing was closed: a closing tag with no element to close.
      if (closeEvents === before) errors.push(checkMessage('strayClosingTag', { tag: name, line }));
    }
  }

  const parser: CheckingParser = new CheckingParser(
    {
      onopentag(name, attribs, isImplied) {
        if (isImplied) {
          // htmlparser2 invents an element for a stray </p> or </br>.
          errors.push(checkMessage('strayClosingTag', { tag: name, line: cause.line }));
          return;
        }
        const line = tagLine;
        if (FORBIDDEN_ELEMENTS.has(name)) errors.push(checkMessage('forbiddenTag', { tag: name, line }));
        if (name === 'img' && !Object.hasOwn(attribs, 'alt')) warnings.push(checkMessage('imgNoAlt', { line }));
        if (name === 'meta' && /refresh/i.test(attribs['http-equiv'] ?? '')) {
          const target = /url\s*=\s*(.*)$/i.exec(attribs.content ?? '')?.[1] ?? '';
          if (isJavascriptUrl(target.replace(/^['"]|['"]$/g, ''))) errors.push(checkMessage('javascriptRefresh', { line }));
        }
        if (!VOID_ELEMENTS.has(name)) open.push({ name, line });
      },
      onattribute(name, value) {
        const line = lineOf(parser.startIndex);
        if (name.startsWith('on')) {
          errors.push(checkMessage('eventHandler', { attribute: name, tag: tagName, line }));
        }
        const urls = name === 'style' ? cssUrls(value) : name === 'srcset' ? srcsetUrls(value) : [value];
        if (urls.some(isJavascriptUrl) || (name !== 'style' && isJavascriptUrl(value))) {
          errors.push(checkMessage('javascriptUrl', { attribute: name, tag: tagName, line }));
        }
        const external = name === 'style' || RESOURCE_ATTRIBUTES[tagName]?.includes(name) ? urls.filter(isExternalUrl) : [];
        for (const url of external) {
          warnings.push(checkMessage('externalResource', { url: shorten(url), attribute: name, tag: tagName, line }));
        }
      },
      ontext(text) {
        if (open.at(-1)?.name !== 'style') return;
        const line = lineOf(parser.startIndex);
        for (const url of cssUrls(text)) {
          if (isJavascriptUrl(url)) errors.push(checkMessage('javascriptStyle', { line }));
          else if (isExternalUrl(url)) warnings.push(checkMessage('externalStyle', { url: shorten(url), line }));
        }
      },
      onclosetag(name, isImplied) {
        closeEvents++;
        const top = open.at(-1);
        if (!top || top.name !== name) return; // a void element, or an invented one
        open.pop();
        if (!isImplied) return;
        if (cause.kind === 'close') {
          errors.push(checkMessage('unclosedBeforeClose', { tag: name, line: top.line, closer: cause.name, closerLine: cause.line }));
        } else if (cause.kind === 'open') {
          errors.push(checkMessage('unclosedBeforeOpen', { tag: name, line: top.line, opener: cause.name, openerLine: cause.line }));
        } else {
          errors.push(checkMessage('neverClosed', { tag: name, line: top.line }));
        }
      },
      onprocessinginstruction(name, data) {
        if (name === '!doctype' && /^!doctype\s+html\s*$/i.test(data)) hasDoctype = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(content);
  cause = { kind: 'end', name: '', line: 0 };
  parser.end();
  if (!hasDoctype) warnings.push(checkMessage('noDoctype'));
}

interface Scope {
  /** Names an item of the enclosing section provides. */
  fields: ReadonlySet<string>;
  personal: boolean;
}

type Token = [string, string, number, number, Token[]?, number?];

function checkMustache(content: string, lineOf: (offset: number) => number, errors: string[], warnings: string[]) {
  // A private writer with no cache: a 1 MB template must not stay in memory after the check.
  const writer = new Mustache.Writer() as Mustache.Writer & { templateCache?: unknown };
  writer.templateCache = undefined;
  let tokens: Token[];
  try {
    tokens = writer.parse(content) as Token[];
  } catch (err) {
    errors.push(mustacheSyntaxMessage(err instanceof Error ? err.message : String(err), content, lineOf));
    return;
  }
  let hasFullName = false;

  const known = (name: string, scopes: Scope[]) =>
    (name === '.' && scopes.length > 0) || KNOWN_PLACEHOLDERS.has(name) || scopes.some((s) => s.fields.has(name));

  const walk = (list: Token[], scopes: Scope[]) => {
    for (const [type, name, start, , children] of list) {
      const line = lineOf(start);
      if (type === 'name' || type === '&') {
        if (name === 'personal.fullName' || (name === 'fullName' && scopes.some((s) => s.personal))) hasFullName = true;
        if (!known(name, scopes)) warnings.push(checkMessage('unknownPlaceholder', { name, line }));
      } else if (type === '#' || type === '^') {
        if (!known(name, scopes)) errors.push(checkMessage('unknownSection', { kind: type, name, line }));
        const item = (CV_SECTIONS as Record<string, readonly string[]>)[name];
        const scope: Scope =
          name === 'personal' ? { fields: new Set(PERSONAL_FIELDS), personal: true } : { fields: new Set(type === '#' && item ? item : []), personal: false };
        walk(children ?? [], [...scopes, scope]);
      } else if (type === '>') {
        warnings.push(checkMessage('partial', { name, line }));
      }
    }
  };
  walk(tokens, []);
  if (!hasFullName) warnings.push(checkMessage('noFullName'));
}

/** Mustache's parse errors carry an offset; say it with names and line numbers. */
function mustacheSyntaxMessage(message: string, content: string, lineOf: (offset: number) => number): string {
  const openedAt = (name: string, before: number) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    let found = -1;
    for (const m of content.slice(0, before).matchAll(new RegExp(`\\{\\{\\s*[#^]\\s*${escaped}\\s*\\}\\}`, 'g'))) found = m.index;
    return found === -1 ? undefined : lineOf(found);
  };
  let m = /^Unclosed section "(.*)" at (\d+)$/.exec(message);
  if (m) {
    const [, name = '', pos] = m;
    const at = Number(pos);
    const line = openedAt(name, at) ?? lineOf(at);
    if (at >= content.length) return checkMessage('sectionNeverClosed', { name, line });
    const closer = /^\{\{\s*\/\s*([^}\s]*)/.exec(content.slice(at))?.[1] ?? '?';
    return checkMessage('sectionMismatch', { name, line, closer, closerLine: lineOf(at) });
  }
  m = /^Unopened section "(.*)" at (\d+)$/.exec(message);
  if (m) return checkMessage('sectionUnopened', { name: m[1] ?? '', line: lineOf(Number(m[2])) });
  m = /^Unclosed tag at (\d+)$/.exec(message);
  if (m) {
    // Mustache reports the end of the text; the culprit is the last opening {{.
    const at = content.lastIndexOf('{{');
    return checkMessage('tagUnclosed', { line: lineOf(at === -1 ? Number(m[1]) : at) });
  }
  return checkMessage('mustacheSyntax', { error: message });
}
