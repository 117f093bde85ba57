// The background sender: looks at email_outbox every `pollMs` (and at once when woken after a
// message is queued), sends each due message through the SMTP settings read at that moment,
// and records the outcome. Without SMTP settings it claims nothing: messages wait.
// stop() stops claiming and resolves once a send in flight is finished and recorded.
import type { Clock } from '../core/clock.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../logging/logger.js';
import { claimNext, type OutboxRow, recordFailure, recordSent } from './outbox.js';
import { getSettings } from '../settings/store.js';
import { type EmailSettings, sendMail, smtpFailure, smtpReady } from './smtp.js';
import { outgoingMail } from './verification-link.js';

export interface OutboxSenderOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The address verification links point at (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** Pause between looks at an idle queue. */
  pollMs?: number;
}

export interface OutboxSender {
  /** Looks at the queue every pollMs from now on. */
  start(): void;
  /** Looks at the queue now (a message was just queued). */
  wake(): void;
  /** Sends every due message, one after another; resolves with how many were tried. */
  runOnce(): Promise<number>;
  /** Stops claiming; resolves when a send in flight has finished and its outcome is recorded. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 5_000;

export function createOutboxSender({ db, clock, logger, publicUrl, pollMs = DEFAULT_POLL_MS }: OutboxSenderOptions): OutboxSender {
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Woken during a pass: look once more when it ends (the message may have come after its last look). */
  let again = false;

  async function deliver(row: OutboxRow, settings: EmailSettings): Promise<void> {
    const log = { mailId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      await sendMail(settings, await outgoingMail(db, row, publicUrl, clock.now()));
    } catch (err) {
      const reason = smtpFailure(err, settings);
      const status = await recordFailure(db, row, reason, clock.now());
      logger.warn({ ...log, status, reason }, status === 'failed' ? 'mail failed for good' : 'mail not sent, will retry');
      return;
    }
    // Recorded apart from the send: a database error here must not count as a failed send.
    await recordSent(db, row, clock.now());
    logger.info(log, 'mail sent');
  }

  async function pass(): Promise<number> {
    let tried = 0;
    while (!stopped) {
      const settings = await getSettings(db, 'email');
      if (!smtpReady(settings)) break;
      const row = await claimNext(db, clock.now());
      if (!row) break;
      tried++;
      await deliver(row, settings);
    }
    return tried;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => (running = undefined));
    return running;
  }

  function schedule(ms: number) {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((err) => logger.error({ err }, 'mail sender pass failed'))
        .finally(() => {
          const soon = again;
          again = false;
          schedule(soon ? 0 : pollMs);
        });
    }, ms);
    timer.unref();
  }

  return {
    start() {
      started = true;
      schedule(0);
    },
    wake() {
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
