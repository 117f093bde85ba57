// The bank's payment notification is public, so it is authenticated by an HMAC-SHA256 of the
// raw body with the configured secret: the signature is checked over the text as sent,
// before that text is read as JSON.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentNotice, paymentNoticeBody } from '../../../contract/orders.js';
import { HttpError } from '../../http/envelope.js';
import { parse, parseJson } from '../../http/parse.js';

/** hex(HMAC-SHA256(body, secret)) — what the sender puts in X-Signature. */
export function signPayload(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

function signatureMatches(body: string, secret: string, header: string | undefined): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = Buffer.from(signPayload(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

export interface SignedRequest {
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
}

/** The notice of a signed request: 401 for a bad signature, then 415, 400 as for any JSON body. */
export function signedNotice(secret: string, request: SignedRequest): PaymentNotice {
  if (!signatureMatches(request.body, secret, request.signature)) throw new HttpError(401, 'Invalid signature');
  if (!(request.contentType ?? '').toLowerCase().startsWith('application/json')) throw new HttpError(415, 'Content-Type must be application/json');
  return parse(paymentNoticeBody, parseJson(request.body));
}
