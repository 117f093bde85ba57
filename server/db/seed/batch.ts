// The rows generated for a slice of users, stored together: by INSERT in a transaction, or
// into a bulk load's COPY streams.
import type { Tx } from '../client.js';
import { activityEvents, contacts, creditEntries, cvs, emailOutbox, orders, payments, subscriptions, userActivity, users } from '../schema.js';
import { insertRows } from '../seed-data/bulk.js';
import type { CopyEncoder, CopyLoad, Encoded } from '../seed-data/copy.js';

export type UserRow = typeof users.$inferInsert;
export type CvRow = typeof cvs.$inferInsert;
export type OrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferInsert;
export type ActivityRow = typeof userActivity.$inferInsert;
export type EventRow = typeof activityEvents.$inferInsert;
export type OutboxRow = typeof emailOutbox.$inferInsert;
export type ContactRow = typeof contacts.$inferInsert;
export type CreditRow = typeof creditEntries.$inferInsert;

/** Rows generated for a slice of users, inserted together. */
export class Batch {
  users: UserRow[] = [];
  cvs: CvRow[] = [];
  orders: OrderRow[] = [];
  payments: PaymentRow[] = [];
  subscriptions: SubscriptionRow[] = [];
  credits: CreditRow[] = [];
  activity: ActivityRow[] = [];
  events: EventRow[] = [];
  outbox: OutboxRow[] = [];
  contacts: ContactRow[] = [];
  get size() {
    return this.tables().reduce((n, [, rows]) => n + rows.length, 0);
  }
  /** Each table's rows, parents before children (foreign keys). */
  private tables() {
    return [
      [users, this.users],
      [cvs, this.cvs],
      [orders, this.orders],
      [subscriptions, this.subscriptions],
      [creditEntries, this.credits],
      [payments, this.payments],
      [userActivity, this.activity],
      [activityEvents, this.events],
      [emailOutbox, this.outbox],
      [contacts, this.contacts],
    ] as const;
  }
  async insert(tx: Tx) {
    for (const [table, rows] of this.tables()) await insertRows(tx, table, rows as never);
  }
  /** The same rows as COPY text, table by table (what a worker thread hands the load). */
  encode(encoder: CopyEncoder): Encoded[] {
    return this.tables()
      .filter(([, rows]) => rows.length > 0)
      .map(([table, rows]) => encoder.encode(table, rows as never));
  }
  /** The same rows into a bulk load's COPY streams. */
  async copy(load: CopyLoad) {
    for (const [table, rows] of this.tables()) await load.write(table, rows as never);
  }
}
