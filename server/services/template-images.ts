// Preview images: judged by their bytes (never the name or declared type), kept in the
// database (several server instances share one PostgreSQL), served from a public path.
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { PREVIEW_IMAGE_PATH } from '../../contract/templates.js';
import type { Tx } from '../db/client.js';
import { templatePreviews, templates } from '../db/schema.js';

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
