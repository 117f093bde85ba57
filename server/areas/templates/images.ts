// Preview images: judged by their bytes (never the name or declared type), kept in the
// database (several server instances share one PostgreSQL), served from a public path.
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { PREVIEW_IMAGE_PATH } from '../../../contract/templates.js';
import type { Db, Tx } from '../../db/client.js';
import { templatePreviews, templates } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';

const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The image's real MIME type when it is a PNG, JPEG, GIF or WebP; undefined otherwise. */
export async function sniffImage(bytes: Uint8Array): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && ALLOWED_TYPES.has(type.mime) ? type.mime : undefined;
}

export const previewUrl = (id: string) => `${PREVIEW_IMAGE_PATH}${id}`;

const UPLOADED = new RegExp(`^${PREVIEW_IMAGE_PATH.replace(/\//g, '\\/')}([0-9a-f-]{36})$`, 'i');

/** The stored image's id when a template's preview points at an uploaded image. */
export const uploadedPreviewId = (preview: string) => UPLOADED.exec(preview)?.[1];

export async function storePreview(tx: Tx, bytes: Uint8Array, mimeType: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(templatePreviews)
    .values({ mimeType, size: bytes.byteLength, data: bytes, createdAt: now })
    .returning({ id: templatePreviews.id });
  return row!.id;
}

/** Drops an uploaded image that no template shows any more (after a replace or a delete). */
export async function dropUnusedPreview(tx: Tx, preview: string): Promise<void> {
  const id = uploadedPreviewId(preview);
  if (!id) return;
  await tx
    .delete(templatePreviews)
    .where(sql`${templatePreviews.id} = ${id} and not exists (select 1 from ${templates} where ${eq(templates.preview, preview)})`);
}

/** A stored image with the headers it is served under. */
export async function previewImage(db: Db, id: string) {
  const [row] = await db.select({ mimeType: templatePreviews.mimeType, data: templatePreviews.data }).from(templatePreviews).where(eq(templatePreviews.id, id));
  if (!row) throw notFound('PREVIEW_IMAGE');
  const headers = {
    'Content-Type': row.mimeType,
    'Content-Length': String(row.data.byteLength),
    'X-Content-Type-Options': 'nosniff',
    // An id is never reused for other bytes, so the image can be cached for good.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  return { bytes: new Uint8Array(row.data), headers };
}
