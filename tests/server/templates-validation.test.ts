// POST /api/admin/templates/validate: every error and warning of docs/api.md "Templates", one
// test each, through the real app; and every seeded template passes clean.
import { describe, expect, it } from 'vitest';
import { appEn } from '../../i18n/en.js';
import { CHECK_MESSAGES, checkMessage, parseCheckMessage } from '../../contract/template-messages.js';
import { STARTER_TEMPLATE } from '../../contract/templates.js';
import { templates } from '../../server/db/schema.js';
import { useSignedInApp } from '../support/test-app.js';

const t = useSignedInApp();

/** A clean document; `body` starts on line 6. */
const doc = (body: string, head = '') =>
  `<!DOCTYPE html>\n<html>\n<head><title>CV</title>${head}</head>\n<body>\n<h1>{{personal.fullName}}</h1>\n${body}\n</body>\n</html>`;

async function validate(content: string) {
  const res = await t.call('POST', '/api/admin/templates/validate', { token: t.token, body: { content } });
  expect(res.status).toBe(200);
  return res.json.data as { isValid: boolean; errors: string[]; warnings: string[] };
}

async function expectError(content: string, message: string | RegExp) {
  const r = await validate(content);
  expect(r.isValid).toBe(false);
  expect(r.errors).toContainEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  return r;
}

async function expectWarningOnly(content: string, message: string | RegExp) {
  const r = await validate(content);
  expect(r.errors).toEqual([]);
  expect(r.isValid).toBe(true);
  expect(r.warnings).toEqual([typeof message === 'string' ? message : expect.stringMatching(message)]);
}

describe('a clean template', () => {
  it('has no errors and no warnings', async () => {
    expect(await validate(doc('<p>{{personal.title}}</p>{{#experience}}<div>{{position}} at {{company}}</div>{{/experience}}'))).toEqual({
      isValid: true,
      errors: [],
      warnings: [],
    });
  });

  it('the starter template of a new template is clean', async () => {
    expect(await validate(STARTER_TEMPLATE)).toEqual({ isValid: true, errors: [], warnings: [] });
  });
});

describe('errors', () => {
  it('empty content', async () => {
    expect(await validate('   \n ')).toEqual({ isValid: false, errors: ['Template content is empty'], warnings: [] });
  });

  it('content over 1 MB', async () => {
    const big = doc(`<p>${'x'.repeat(1_048_576)}</p>`);
    const r = await expectError(big, /^Template is too large: .* bytes, the limit is 1 MB/);
    expect(r.errors).toHaveLength(1);
  });

  it('an element that is never closed, with its line', async () => {
    await expectError('<!DOCTYPE html>\n<h1>{{personal.fullName}}</h1>\n<div class="a">\n<p>text</p>', '<div> opened on line 3 is never closed');
    await expectError(doc('<div class="a">\n<p>text</p>'), '<div> opened on line 6 is not closed before </body> on line 8');
  });

  it('mismatched closing tags, with both lines', async () => {
    await expectError(doc('<section>\n<span>text\n</section>'), '<span> opened on line 7 is not closed before </section> on line 8');
  });

  it('a closing tag with no opening tag', async () => {
    await expectError(doc('<p>text</p>\n</div>'), 'Closing tag </div> on line 7 has no matching opening tag');
  });

  it.each(['script', 'iframe', 'object'])('<%s>', async (tag) => {
    await expectError(doc(`<${tag}></${tag}>`), `<${tag}> on line 6 is not allowed in templates`);
  });

  it('<embed>', async () => {
    await expectError(doc('<embed src="/x.swf">'), '<embed> on line 6 is not allowed in templates');
  });

  it('on* event handler attributes, whatever their case', async () => {
    const r = await expectError(doc('<div onclick="steal()">a</div>'), 'Event handler attribute "onclick" on <div> (line 6) is not allowed');
    expect(r.errors).toHaveLength(1);
    await expectError(doc('<img alt="" src="/a.png" OnError="x()">'), 'Event handler attribute "onerror" on <img> (line 6) is not allowed');
  });

  it.each([
    ['plain', '<a href="javascript:alert(1)">x</a>', 'href', 'a'],
    ['mixed case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', 'href', 'a'],
    ['an entity-encoded colon and tab', '<a href="java&#x09;script&colon;alert(1)">x</a>', 'href', 'a'],
    ['numeric entities', '<a href="&#106;&#97;vascript:alert(1)">x</a>', 'href', 'a'],
    ['any attribute', '<form action="javascript:go()"></form>', 'action', 'form'],
    ['url() in a style attribute', `<div style="background: url('javascript:x')">x</div>`, 'style', 'div'],
  ])('javascript: URLs (%s)', async (_, html, attribute, tag) => {
    await expectError(doc(html), `A javascript: URL in the "${attribute}" attribute of <${tag}> (line 6) is not allowed`);
  });

  it('a Mustache section that is never closed', async () => {
    await expectError(doc('{{#experience}}\n<p>{{position}}</p>'), 'Mustache section {{#experience}} opened on line 6 is never closed');
  });

  it('Mustache sections closed in the wrong order', async () => {
    await expectError(
      doc('{{#experience}}{{#skills}}\n{{/experience}}{{/skills}}'),
      'Mustache section {{#skills}} opened on line 6 is not closed before {{/experience}} on line 7',
    );
  });

  it('a Mustache closing tag without its section', async () => {
    await expectError(doc('<p>x</p>\n{{/education}}'), 'Closing tag {{/education}} on line 7 has no matching Mustache section');
  });

  it('an unknown Mustache section', async () => {
    const r = await expectError(doc('{{#hobbies}}<p>{{.}}</p>{{/hobbies}}'), 'Unknown Mustache section {{#hobbies}} on line 6');
    expect(r.warnings).toEqual([]);
  });

  it('collects every error, not only the first', async () => {
    const r = await validate(doc('<script></script>\n<div onclick="x()">\n{{#nope}}{{/nope}}'));
    expect(r.errors).toEqual([
      '<script> on line 6 is not allowed in templates',
      'Event handler attribute "onclick" on <div> (line 7) is not allowed',
      '<div> opened on line 7 is not closed before </body> on line 9',
      'Unknown Mustache section {{#nope}} on line 8',
    ]);
  });
});

describe('warnings', () => {
  it('no <!DOCTYPE html>', async () => {
    await expectWarningOnly(doc('<p>x</p>').replace('<!DOCTYPE html>\n', ''), 'The template has no <!DOCTYPE html> declaration');
  });

  it('no {{personal.fullName}}', async () => {
    await expectWarningOnly(doc('<p>x</p>').replace('{{personal.fullName}}', '{{personal.title}}'), 'The template does not show {{personal.fullName}}');
  });

  it('{{fullName}} inside {{#personal}} counts as the name', async () => {
    const content = doc('<p>x</p>').replace('{{personal.fullName}}', '{{#personal}}{{fullName}}{{/personal}}');
    expect(await validate(content)).toEqual({ isValid: true, errors: [], warnings: [] });
  });

  it('an external stylesheet (link href)', async () => {
    await expectWarningOnly(
      doc('<p>x</p>', '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">'),
      'External resource "https://fonts.googleapis.com/css2?family=Inter" (href of <link>, line 3) is loaded from another server',
    );
  });

  it('an external image (img src)', async () => {
    await expectWarningOnly(
      doc('<img src="http://cdn.example.com/logo.png" alt="Logo">'),
      'External resource "http://cdn.example.com/logo.png" (src of <img>, line 6) is loaded from another server',
    );
  });

  it('url() in a style attribute', async () => {
    await expectWarningOnly(
      doc(`<div style="background-image: url('//cdn.example.com/bg.png')">x</div>`),
      'External resource "//cdn.example.com/bg.png" (style of <div>, line 6) is loaded from another server',
    );
  });

  it('@import and url() in <style>', async () => {
    const r = await validate(doc('<p>x</p>', `<style>\n@import "https://example.com/a.css";\nbody { background: url(https://example.com/b.png) }\n</style>`));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([
      'External resource "https://example.com/b.png" (<style>, line 3) is loaded from another server',
      'External resource "https://example.com/a.css" (<style>, line 3) is loaded from another server',
    ]);
  });

  it('links to other sites are not resources', async () => {
    expect((await validate(doc('<a href="https://example.com">site</a>'))).warnings).toEqual([]);
  });

  it('<img> without alt', async () => {
    await expectWarningOnly(doc('<img src="/photo.png">'), '<img> on line 6 has no alt attribute');
  });

  it('unknown placeholder names, with a section item field used outside its section', async () => {
    const r = await validate(doc('<p>{{personal.age}}</p>\n<p>{{company}}</p>\n{{#skills}}{{name}} {{level}} {{personal.title}}{{/skills}}'));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(['Unknown placeholder {{personal.age}} on line 6', 'Unknown placeholder {{company}} on line 7']);
  });
});

describe('input', () => {
  it('needs content as text', async () => {
    const res = await t.call('POST', '/api/admin/templates/validate', { token: t.token, body: { content: 42 } });
    expect(res.status).toBe(400);
    expect(res.json.errors.content).toBe('Content must be text');
  });

  it('needs a signed-in admin', async () => {
    const res = await t.call('POST', '/api/admin/templates/validate', { body: { content: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('the seeded templates', () => {
  it('every one passes with no errors and no warnings', async () => {
    const rows = await t.db.select({ name: templates.name, content: templates.content }).from(templates);
    const failing: Record<string, unknown> = {};
    for (const row of rows) {
      const r = await validate(row.content);
      if (r.errors.length || r.warnings.length) failing[row.name] = r;
    }
    expect(failing).toEqual({});
    expect(rows.length).toBeGreaterThanOrEqual(12);
  });
});

describe('messages', () => {
  it('the English catalog holds the check messages exactly as the server sends them', () => {
    expect(appEn.resources.templates.check).toEqual(CHECK_MESSAGES);
  });

  it('every message the server sends is recognised with its parameters (so the editor can translate it)', async () => {
    const contents = [
      '',
      doc(
        '<div onclick="x()" style="background:url(javascript:y)"><script></script>\n<img src="https://x.example/a.png">\n</section>{{#nope}}{{/nope}}{{who}}{{> part}}',
      ),
      '<p><div></div></p>\n<a href="javascript:x">a</a><meta http-equiv="refresh" content="0;url=javascript:x"><style>@import "https://x.example/a.css"; a{background:url(javascript:x)}</style><span>',
      doc('{{#experience}}{{#skills}}{{/experience}}{{/skills}}'),
      doc('{{/education}}'),
      doc('{{#experience}}'),
      doc('{{name'),
      doc('{{=<% %>=}}<%#experience%>'),
    ];
    const seen = new Set<string>();
    for (const content of contents) {
      const r = await validate(content);
      for (const text of [...r.errors, ...r.warnings]) {
        const found = parseCheckMessage(text);
        expect(found, text).toBeDefined();
        expect(checkMessage(found!.key, found!.params)).toBe(text);
        seen.add(found!.key);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(18);
  });
});
