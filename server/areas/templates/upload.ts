// The preview upload's body: multipart with the image in the field "preview", at most
// PREVIEW_MAX_BYTES, judged by its bytes. Read here rather than through a JSON schema.
import type { Context } from 'hono';
import { PREVIEW_MAX_BYTES } from '../../../contract/templates.js';
import type { AppEnv } from '../../http/context.js';
import { badRequest, HttpError, refusal } from '../../http/envelope.js';
import { sniffImage } from './images.js';

const UPLOAD_OVERHEAD = 64 * 1024; // multipart boundaries and headers around the file
/** The largest upload body: the image and its multipart wrapping. */
export const PREVIEW_UPLOAD_LIMIT = PREVIEW_MAX_BYTES + UPLOAD_OVERHEAD;

export const PREVIEW_TOO_LARGE = 'Image file must be less than 5MB';
const tooLarge = () => new HttpError(413, PREVIEW_TOO_LARGE);

/** The uploaded image and its real type; 415, 400 or 413 when it is not one. */
export async function readPreviewUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; mimeType: string }> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest('Malformed multipart body');
  }
  const file = form.preview;
  if (!(file instanceof File))
    throw new HttpError(400, 'Send the image in the multipart field "preview"', { fieldCodes: { preview: 'PREVIEW_FILE_REQUIRED' } });
  if (file.size > PREVIEW_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = await sniffImage(bytes);
  if (!mimeType) throw refusal(400, 'PREVIEW_NOT_IMAGE', undefined, { preview: 'PREVIEW_FILE_REQUIRED' });
  return { bytes, mimeType };
}
