// Preview uploads: judged by the bytes, 5 MB limit (413), stored in the database and served
// publicly with their real type and nosniff.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_BYTES } from '../../contract/templates.js';
import { auditLog, templatePreviews, templates } from '../../server/db/schema.js';
import { useSignedInApp } from '../support/test-app.js';
import { IMAGES, insertTemplate } from './templates-fixtures.js';

const t = useSignedInApp();

async function upload(templateId: string, bytes: Uint8Array<ArrayBuffer>, filename: string, type: string, field = 'preview') {
  const form = new FormData();
  form.append(field, new File([bytes], filename, { type }));
  const res = await t.app.request(`/api/admin/templates/${templateId}/upload-preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.token}` },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as any };
}

const previewOf = async (id: string) => (await t.db.select({ p: templates.preview }).from(templates).where(eq(templates.id, id)))[0]!.p;

describe('upload preview', () => {
  it('accepts a PNG named .txt (the bytes decide), stores it and points the template at it', async () => {
    const row = await insertTemplate(t);
    const res = await upload(row.id, IMAGES.png, 'notes.txt', 'image/png');
    expect(res.status).toBe(200);
    expect(res.json.data.imageUrl).toMatch(/^\/api\/template-previews\/[0-9a-f-]{36}$/);
    expect(await previewOf(row.id)).toBe(res.json.data.imageUrl);

    const served = await t.app.request(res.json.data.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(IMAGES.png)).toBe(true);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'template.upload_preview'));
    expect(audit).toMatchObject({ entityId: row.id, after: { preview: res.json.data.imageUrl, mimeType: 'image/png' } });
  });

  it.each([
    ['gif', 'image/gif'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('serves a %s with its real type whatever was declared', async (kind, mime) => {
    const row = await insertTemplate(t);
    const res = await upload(row.id, IMAGES[kind], 'image.bin', 'application/octet-stream');
    expect(res.status).toBe(200);
    const served = await t.app.request(res.json.data.imageUrl);
    expect(served.headers.get('content-type')).toBe(mime);
  });

  it('refuses a text file named .png declared as image/png, changing nothing', async () => {
    const row = await insertTemplate(t);
    const before = await t.db.select().from(templatePreviews);
    const res = await upload(row.id, new Uint8Array(Buffer.from('<svg onload="alert(1)">not an image</svg>')), 'photo.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ preview: 'Please select a valid image file' });
    expect(await previewOf(row.id)).toBe(row.preview);
    expect(await t.db.select().from(templatePreviews)).toHaveLength(before.length);
  });

  it('accepts exactly 5,242,880 bytes and refuses one byte more with 413', async () => {
    const row = await insertTemplate(t);
    const atLimit = new Uint8Array(PREVIEW_MAX_BYTES);
    atLimit.set(IMAGES.png);
    expect((await upload(row.id, atLimit, 'big.png', 'image/png')).status).toBe(200);
    const over = new Uint8Array(PREVIEW_MAX_BYTES + 1);
    over.set(IMAGES.png);
    const res = await upload(row.id, over, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('Image file must be less than 5MB');
  });

  it('refuses by Content-Length before reading the body', async () => {
    const row = await insertTemplate(t);
    const res = await t.app.request(`/api/admin/templates/${row.id}/upload-preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      body: '--x--',
    });
    expect(res.status).toBe(413);
  });

  it('replacing an upload drops the old image', async () => {
    const row = await insertTemplate(t);
    const first = await upload(row.id, IMAGES.png, 'a.png', 'image/png');
    const second = await upload(row.id, IMAGES.gif, 'b.gif', 'image/gif');
    expect(second.status).toBe(200);
    expect((await t.app.request(first.json.data.imageUrl)).status).toBe(404);
    expect((await t.app.request(second.json.data.imageUrl)).status).toBe(200);
  });

  it('400 without the preview field, 415 for a JSON body, 404 for an unknown template, 401 signed out', async () => {
    const row = await insertTemplate(t);
    expect((await upload(row.id, IMAGES.png, 'a.png', 'image/png', 'image')).status).toBe(400);
    const json = await t.call('POST', `/api/admin/templates/${row.id}/upload-preview`, { token: t.token, body: { preview: 'x' } });
    expect(json.status).toBe(415);
    expect((await upload('00000000-0000-4000-8000-000000000000', IMAGES.png, 'a.png', 'image/png')).status).toBe(404);
    const form = new FormData();
    form.append('preview', new File([IMAGES.png], 'a.png', { type: 'image/png' }));
    const anonymous = await t.app.request(`/api/admin/templates/${row.id}/upload-preview`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
  });

  it('404 for an unknown or malformed image id', async () => {
    expect((await t.app.request('/api/template-previews/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.app.request('/api/template-previews/../etc/passwd')).status).toBe(404);
  });
});
