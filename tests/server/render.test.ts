import { describe, expect, it } from 'vitest';
import { SAMPLE_CV } from '../../contract/cv-data.js';
import { useSignedInApp } from '../support/test-app.js';
import { makeCv, makeTemplate, makeUser } from './users-cvs-fixtures.js';
import { PREVIEW_CSP } from '../../server/areas/cvs/preview-page.js';

const t = useSignedInApp();

const CSP = PREVIEW_CSP;
const TEMPLATE = `<!DOCTYPE html><html><body><h1 class="tpl">{{personal.fullName}}</h1><p>{{personal.title}}</p>
{{#experience}}<div class="job">{{position}} at {{company}}</div>{{/experience}}</body></html>`;

async function previewToken(cvId: string): Promise<string> {
  const res = await t.call('POST', `/api/admin/cvs/${cvId}/preview-token`, { token: t.token });
  return res.json.data.previewToken;
}
const render = (cvId: string, tok: string) => t.call('GET', `/api/cv/render/${cvId}?token=${encodeURIComponent(tok)}`);

describe('GET /api/cv/render/{id}', () => {
  it('renders the CV with its template, sandboxed by CSP and nosniff', async () => {
    const owner = await makeUser(t.db);
    const template = await makeTemplate(t.db, { content: TEMPLATE });
    const cv = await makeCv(t.db, { userId: owner.id, templateId: template.id, content: SAMPLE_CV });
    const res = await render(cv.id, await previewToken(cv.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.text).toContain('<h1 class="tpl">Nguyễn Minh Anh</h1>');
    expect(res.text).toContain('<div class="job">Senior Frontend Engineer at Tiki Corporation</div>');
  });

  it('escapes the CV data (logic-less, values are text)', async () => {
    const owner = await makeUser(t.db);
    const template = await makeTemplate(t.db, { content: TEMPLATE });
    const content = { ...SAMPLE_CV, personal: { ...SAMPLE_CV.personal, fullName: '<script>alert(1)</script>' } };
    const cv = await makeCv(t.db, { userId: owner.id, templateId: template.id, content });
    const res = await render(cv.id, await previewToken(cv.id));
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;&#x2F;script&gt;');
  });

  it('uses a plain built-in layout when the CV has no template (or it does not parse)', async () => {
    const owner = await makeUser(t.db);
    const cv = await makeCv(t.db, { userId: owner.id, content: SAMPLE_CV });
    const res = await render(cv.id, await previewToken(cv.id));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Nguyễn Minh Anh</h1>');
    expect(res.text).toContain('Experience');
    expect(res.text).toContain('Hanoi University of Science and Technology');
    const broken = await makeTemplate(t.db, { content: '<h1>{{#experience}}unclosed' });
    const cv2 = await makeCv(t.db, { userId: owner.id, templateId: broken.id, content: {} });
    const res2 = await render(cv2.id, await previewToken(cv2.id));
    expect(res2.status).toBe(200);
    // With no content, the CV name stands in for the person's name.
    expect(res2.text).toContain(`<h1>${cv2.name}</h1>`);
  });

  it('expires after 10 minutes by the clock', async () => {
    const owner = await makeUser(t.db);
    const cv = await makeCv(t.db, { userId: owner.id });
    const tok = await previewToken(cv.id);
    t.clock.advance(10 * 60_000 - 1);
    expect((await render(cv.id, tok)).status).toBe(200);
    t.clock.advance(1);
    const expired = await render(cv.id, tok);
    expect(expired.status).toBe(401);
    expect(expired.text).toContain('Preview link invalid or expired');
    expect(expired.headers.get('content-security-policy')).toBe(CSP);
  });

  it('is bound to one CV and refuses bad tokens', async () => {
    const owner = await makeUser(t.db);
    const a = await makeCv(t.db, { userId: owner.id });
    const b = await makeCv(t.db, { userId: owner.id });
    const tok = await previewToken(a.id);
    expect((await render(b.id, tok)).status).toBe(401);
    expect((await render(a.id, `${tok}x`)).status).toBe(401);
    expect((await render(a.id, '')).status).toBe(401);
    expect((await t.call('GET', `/api/cv/render/${a.id}`)).status).toBe(401);
    expect((await render('not-a-uuid', tok)).status).toBe(401);
    expect((await render(a.id, 'x'.repeat(5000))).status).toBe(401);
  });

  it('stops working once the CV is deleted', async () => {
    const owner = await makeUser(t.db);
    const cv = await makeCv(t.db, { userId: owner.id });
    const tok = await previewToken(cv.id);
    await t.call('DELETE', `/api/admin/cvs/${cv.id}`, { token: t.token });
    expect((await render(cv.id, tok)).status).toBe(401);
  });
});
