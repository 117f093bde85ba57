// Bodies that never change while the server runs (the API document, the reference page's
// files), compressed once when first asked for and then sent as the browser accepts:
// Brotli, gzip, or as they are.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

type Bytes = Uint8Array<ArrayBuffer>;

export interface Compressed {
  identity: Bytes;
  br: Bytes;
  gzip: Bytes;
}

export function compressOnce(bytes: Bytes): Compressed {
  return {
    identity: bytes,
    br: new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: new Uint8Array(gzipSync(bytes, { level: 9 })),
  };
}

/** The variant the request accepts, with Content-Encoding and Vary set on the context. */
export function pickEncoding(c: Context, body: Compressed): Bytes {
  c.header('Vary', 'Accept-Encoding');
  const accepted = (c.req.header('accept-encoding') ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return body.br;
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return body.gzip;
  }
  return body.identity;
}
