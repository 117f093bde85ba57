// Sending one message through the SMTP server of Settings › Email (nodemailer). The settings
// are passed in by the caller, read at send time, so a change applies without a restart.
import nodemailer from 'nodemailer';
import type { SettingsValues } from '../../contract/settings.js';

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

export async function sendMail(s: EmailSettings, mail: OutgoingMail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: s.smtpHost.trim(),
    port: s.smtpPort,
    // 465 is implicit TLS; any other port upgrades with STARTTLS when the server offers it.
    secure: s.smtpPort === 465,
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

interface SmtpFailure {
  code?: string;
  response?: string;
  message?: string;
}

const MAX_REASON = 500;

/** Why a send failed, in words for the panel and the outbox: no stack, never the password. */
export function smtpErrorText(err: unknown, s: EmailSettings): string {
  const e = (err ?? {}) as SmtpFailure;
  const where = `${s.smtpHost.trim()}:${s.smtpPort}`;
  const detail = (e.response ?? e.message ?? String(err)).replace(/\s+/g, ' ').trim();
  let text: string;
  if (e.code === 'EAUTH') text = `The SMTP server refused the sign-in: ${detail}`;
  else if (e.response) text = `The SMTP server refused the message: ${detail}`;
  else if (e.code === 'ETIMEDOUT') text = `The SMTP server at ${where} did not answer in time`;
  else if (/ECONNREFUSED/.test(detail)) text = `Could not connect to the SMTP server at ${where}: connection refused`;
  else if (/ENOTFOUND|EAI_AGAIN/.test(detail)) text = `Could not find the SMTP server ${s.smtpHost.trim()}`;
  else text = `Could not send through the SMTP server at ${where}: ${detail}`;
  // A server could echo what it was sent; the password never leaves this function.
  if (s.smtpPassword) text = text.split(s.smtpPassword).join('********');
  return text.slice(0, MAX_REASON);
}
