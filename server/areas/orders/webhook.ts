// POST /api/payments/webhook (extension): the bank's payment notification. Public, so it is
// authenticated by an HMAC-SHA256 of the raw body with the configured secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { paymentNoticeSchema } from '../../../contract/orders.js';
import type { AppEnv } from '../../http/context.js';
import { badRequest, HttpError, ok } from '../../http/envelope.js';
import { parse } from '../../http/parse.js';
import { recordPayment } from './payments.js';

/** hex(HMAC-SHA256(body, secret)) — what the sender puts in X-Signature. */
export function signPayload(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

function signatureMatches(body: string, secret: string, header: string | undefined): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = Buffer.from(signPayload(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

export const paymentRoutes = new Hono<AppEnv>();

paymentRoutes.post('/webhook', async (c) => {
  const { db, clock, config } = c.get('deps');
  const secret = config.paymentWebhookSecret;
  if (!secret) throw new HttpError(503, 'Payment notifications are not configured');
  const raw = await c.req.text();
  if (!signatureMatches(raw, secret, c.req.header('x-signature'))) throw new HttpError(401, 'Invalid signature');
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  const notice = parse(paymentNoticeSchema, json);
  const result = await recordPayment(db, clock, notice);
  const message = result.duplicate
    ? 'Payment already recorded'
    : result.outcome === 'matched'
      ? 'Payment recorded; the order is paid'
      : 'Payment recorded as unmatched';
  return ok(c, result, message);
});
