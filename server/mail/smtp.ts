// Sending one message through the SMTP server of Settings › Email (nodemailer). The settings
// are passed in by the caller, read at send time, so a change applies without a restart.
//
// The host is resolved and checked here, at each send (server/security/addresses.ts), and the
// connection goes to that checked address: no second look-up that could answer differently
// (DNS rebinding). TLS is required (implicit on 465, STARTTLS elsewhere), but for a server on
// this machine.
import nodemailer from 'nodemailer';
import type { ServerMessageCode, ServerMessageParams } from '../../contract/server-messages.js';
import type { SettingsValues } from '../../contract/settings.js';
import { isLoopback, literalAddress, reachableAddress } from '../security/addresses.js';

export type EmailSettings = SettingsValues['email'];

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Enough to send: a host to talk to and an address to send from. */
export const smtpReady = (s: EmailSettings) => Boolean(s.smtpHost.trim() && s.fromEmail);

/** A refused or unreachable server fails within these bounds, so a send never hangs a shutdown for long. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Why a send failed, as the panel says it (and the codes the screens translate). */
export type SmtpFailureKind = 'forbidden_address' | 'not_found' | 'refused' | 'timeout' | 'tls' | 'auth' | 'rejected' | 'other';

export async function sendMail(s: EmailSettings, mail: OutgoingMail): Promise<void> {
  const host = s.smtpHost.trim();
  const address = await reachableAddress(host);
  const transport = nodemailer.createTransport({
    host: address,
    port: s.smtpPort,
    // 465 is implicit TLS; any other port must upgrade with STARTTLS, except on this machine.
    secure: s.smtpPort === 465,
    requireTLS: s.smtpPort !== 465 && !isLoopback(address),
    // The certificate is checked against the name that was typed, not the address.
    tls: { servername: literalAddress(host) ? undefined : host },
    auth: s.smtpUser ? { user: s.smtpUser, pass: s.smtpPassword } : undefined,
    ...TIMEOUTS,
  });
  try {
    await transport.sendMail({
      from: { name: s.fromName, address: s.fromEmail },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  } finally {
    transport.close();
  }
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const MAX_REPLY = 400;

/** The kind of a failed send: what went wrong, told apart by nodemailer's codes. */
export function smtpFailureKind(err: unknown): SmtpFailureKind {
  const e = (err ?? {}) as SmtpError;
  const text = `${e.code ?? ''} ${e.message ?? ''}`;
  if (e.code === 'EFORBIDDENADDRESS') return 'forbidden_address';
  if (e.code === 'EAUTH') return 'auth';
  if (e.code === 'ETLS' || /certificate|TLS|SSL|STARTTLS/i.test(text)) return 'tls';
  if (typeof e.responseCode === 'number' && e.response) return 'rejected';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'not_found';
  if (/ECONNREFUSED/.test(text)) return 'refused';
  if (/ETIMEDOUT|ETIMEOUT|timeout/i.test(text)) return 'timeout';
  return 'other';
}

export type SmtpFailureCode = Extract<ServerMessageCode, `SMTP_${string}`>;
export interface SmtpFailure {
  kind: SmtpFailureKind;
  code: SmtpFailureCode;
  params: ServerMessageParams;
}

/**
 * Why a send failed, by its code (contract/server-messages.ts) and the values of its sentence,
 * for the panel and the outbox: no stack, never the password, and the server's own words only
 * when it answered as an SMTP server (a reply with a status code).
 */
export function smtpFailure(err: unknown, s: EmailSettings): SmtpFailure {
  const e = (err ?? {}) as SmtpError;
  const host = s.smtpHost.trim();
  const server = `${host}:${s.smtpPort}`;
  let reply = typeof e.responseCode === 'number' && e.response ? e.response.replace(/\s+/g, ' ').trim() : undefined;
  // A server could echo what it was sent; the password never leaves this function.
  if (reply && s.smtpPassword) reply = reply.split(s.smtpPassword).join('********');
  if (reply) reply = reply.slice(0, MAX_REPLY);
  const kind = smtpFailureKind(err);
  const said = (code: SmtpFailureCode, params: ServerMessageParams): SmtpFailure => ({ kind, code, params });
  switch (kind) {
    case 'forbidden_address':
      return said('SMTP_FORBIDDEN_ADDRESS', { server });
    case 'not_found':
      return said('SMTP_NOT_FOUND', { host });
    case 'refused':
      return said('SMTP_REFUSED', { server });
    case 'timeout':
      return said('SMTP_TIMEOUT', { server });
    case 'tls':
      return said('SMTP_TLS', { server });
    case 'auth':
      return reply ? said('SMTP_AUTH_REPLY', { reply }) : said('SMTP_AUTH', {});
    case 'rejected':
      return said('SMTP_REJECTED', { reply: reply ?? '' });
    case 'other':
      return said('SMTP_OTHER', { server });
  }
}
