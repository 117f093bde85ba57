// An order as the API shows it: derived status, customer, package, subscription,
// related payments, bank info and the allowed actions. Relations of a page of orders are
// loaded in two batched queries, never one per row.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type BankInfo, canCancelOrder, canVerifyOrder, displayStatus, type Order, type OrderPayment } from '../../../contract/orders.js';
import type { SettingsValues } from '../../../contract/settings.js';
import type { Tx } from '../../db/client.js';
import { orders, packages, payments, subscriptions, users } from '../../db/schema.js';
import { type KeyedSort, type Seek, seekRows } from '../../db/lists.js';
import { vietQrImage, vietQrPayload } from './vietqr.js';

type PaymentSettings = SettingsValues['payment'];

/** The columns an order view needs: the order, its package and (unless deleted) its customer. */
export const orderViewColumns = {
  order: orders,
  pkg: packages,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    isVerified: users.emailVerified,
    isPremium: users.isPremium,
    createdAt: users.createdAt,
  },
};

export function selectOrderViews(db: Tx) {
  return db.select(orderViewColumns).from(orders).innerJoin(packages, eq(packages.id, orders.packageId)).leftJoin(users, eq(users.id, orders.userId));
}
type OrderViewRow = Awaited<ReturnType<ReturnType<typeof selectOrderViews>['execute']>>[number];

const credits = (row: { cvCreation: number; aiOptimization: number; premiumTemplates: number; aiTemplates: number }) => ({
  cvCreation: row.cvCreation,
  aiOptimization: row.aiOptimization,
  premiumTemplates: row.premiumTemplates,
  aiTemplates: row.aiTemplates,
});

async function loadRelations(db: Tx, ids: string[]) {
  if (!ids.length) return { subs: new Map(), pays: new Map<string, OrderPayment[]>() };
  const [subRows, payRows] = await Promise.all([
    db.select().from(subscriptions).where(inArray(subscriptions.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
  ]);
  const subs = new Map(subRows.map((s) => [s.orderId!, s]));
  const pays = new Map<string, OrderPayment[]>();
  for (const p of payRows) {
    const list = pays.get(p.orderId!) ?? [];
    list.push({
      id: p.id,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      paymentMethod: p.paymentMethod,
      transactionId: p.transactionId,
      createdAt: p.createdAt.toISOString(),
    });
    pays.set(p.orderId!, list);
  }
  return { subs, pays };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Where the customer transfers to: the bank shown when the order was placed (its stored
 * snapshot) over the current payment settings; null when no bank is configured at all.
 */
export function bankInfoOf(order: typeof orders.$inferSelect, settings: PaymentSettings): BankInfo | null {
  const stored = (order.bankInfo && typeof order.bankInfo === 'object' ? order.bankInfo : {}) as Record<string, unknown>;
  const pick = (key: keyof PaymentSettings) => str(stored[key]) || str(settings[key]);
  const bank = {
    bankName: pick('bankName'),
    bankBin: pick('bankBin'),
    accountNumber: pick('accountNumber'),
    accountName: pick('accountName'),
    bankBranch: pick('bankBranch'),
  };
  if (!bank.bankName && !bank.accountNumber) return null;
  return { ...bank, amount: order.amount, currency: order.currency, transferContent: order.orderCode };
}

/** A VietQR image for a PENDING, unexpired VND order when QR payments are on and the bank is known. */
export async function qrCodeOf(order: Order, settings: PaymentSettings): Promise<string | null> {
  const bank = order.bankInfo;
  if (order.status !== 'PENDING' || !settings.qrCodeEnabled || order.currency !== 'VND') return null;
  if (!bank?.bankBin || !bank.accountNumber) return null;
  return vietQrImage(vietQrPayload({ bankBin: bank.bankBin, accountNumber: bank.accountNumber, amount: order.amount, purpose: order.orderCode }));
}

function toOrder(row: OrderViewRow, rel: Awaited<ReturnType<typeof loadRelations>>, settings: PaymentSettings, now: Date): Order {
  const o = row.order;
  const status = displayStatus(o.status, o.expiresAt, now);
  const sub = rel.subs.get(o.id);
  return {
    id: o.id,
    orderCode: o.orderCode,
    status,
    amount: o.amount,
    currency: o.currency,
    paymentMethod: o.paymentMethod,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    verifiedAt: o.verifiedAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    expiresAt: o.expiresAt.toISOString(),
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    user: row.user ? { ...row.user, createdAt: row.user.createdAt.toISOString() } : null,
    package: {
      id: row.pkg.id,
      name: row.pkg.name,
      nameEn: row.pkg.nameEn,
      description: row.pkg.description,
      descriptionEn: row.pkg.descriptionEn,
      price: row.pkg.price,
      currency: row.pkg.currency,
      credits: credits(row.pkg),
      features: row.pkg.features,
      featuresEn: row.pkg.featuresEn,
    },
    subscription: sub ? { id: sub.id, isActive: sub.isActive, purchasedAt: sub.purchasedAt.toISOString(), remainingCredits: credits(sub) } : null,
    relatedPayments: rel.pays.get(o.id) ?? [],
    bankInfo: bankInfoOf(o, settings),
    canVerify: canVerifyOrder(status),
    canCancel: canCancelOrder(status),
  };
}

const SORT_COLUMNS = { createdAt: orders.createdAt } as const;
export type OrderSort = { field: keyof typeof SORT_COLUMNS; order: 'asc' | 'desc' };

/**
 * Below this many matches a page is picked from the matches themselves (sorted in memory);
 * above it, by walking the date index, which then meets a match every few rows.
 */
export const FEW_MATCHES = 50_000;

/**
 * One page of orders matching `where`, newest first unless told (relations come with
 * `withRelations`). `fewMatches`: the filter is selective (a search with at most FEW_MATCHES
 * hits). The planner assumes matches are spread evenly and walks the date index; when they
 * sit at the far end (a search for last year's order codes) that walk reads the whole table.
 * So the page's ids are chosen from the matches found through their own indexes first
 * (`offset 0` keeps the planner from merging that subquery back into the walk).
 */
export async function orderPage(
  db: Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number; seek?: Seek },
  sort: OrderSort = { field: 'createdAt', order: 'desc' },
  fewMatches = false,
): Promise<OrderViewRow[]> {
  const column = SORT_COLUMNS[sort.field];
  const dir = sort.order === 'asc' ? asc : desc;
  const rawDir = sql.raw(sort.order === 'asc' ? 'asc' : 'desc');
  if (page.seek && !fewMatches) {
    const keyed: KeyedSort = { keys: [sql`${column}`, sql`${orders.id}`], order: sort.order };
    const found = await seekRows(db, orders, orders.id, keyed, page.seek, page.limit, (condition, orderBy) =>
      selectOrderViews(db)
        .where(and(where, condition))
        .orderBy(...orderBy)
        .limit(page.limit),
    );
    if (found) return found;
  }
  // A deep page walks its offset over ids alone (the sort index), then reads just its rows.
  const pick = fewMatches
    ? sql`${orders.id} in (select m.id from (select ${orders.id} as id, ${column} as k from ${orders} where ${where} offset 0) m
        order by m.k ${rawDir}, m.id ${rawDir} limit ${page.limit} offset ${page.offset})`
    : page.offset > 0
      ? sql`${orders.id} in (select ${orders.id} from ${orders} where ${where ?? sql`true`}
          order by ${column} ${rawDir}, ${orders.id} ${rawDir} limit ${page.limit} offset ${page.offset})`
      : undefined;
  const query = selectOrderViews(db)
    .where(pick ?? where)
    .orderBy(dir(column), dir(orders.id));
  return pick ? query : query.limit(page.limit);
}

/** The page's rows as API orders, with subscription and payments loaded in two batched queries. */
export async function withRelations(db: Tx, rows: OrderViewRow[], settings: PaymentSettings, now: Date): Promise<Order[]> {
  const rel = await loadRelations(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((row) => toOrder(row, rel, settings, now));
}

/** One order with its QR code; null when there is no such order. */
export async function orderDetail(db: Tx, id: string, settings: PaymentSettings, now: Date): Promise<Order | null> {
  const [row] = await selectOrderViews(db).where(eq(orders.id, id));
  if (!row) return null;
  const order = toOrder(row, await loadRelations(db, [id]), settings, now);
  return { ...order, qrCodeData: await qrCodeOf(order, settings) };
}
