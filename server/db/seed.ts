// Deterministic demo data with a scale factor (docs/benchmarks.md "Demo data and the benchmark database"). Every user's rows come
// from that user's own random stream, so the same seed and size always give the same rows,
// whatever the chunking. Times are relative to clock.now(), with rows today, this month and
// last month in the business time zone so the dashboard has something to show.
// Default scale (200 users): one transaction. Benchmark scale (100k+ users): chunked
// transactions, secondary indexes dropped during the load and rebuilt once at the end.
import { sql } from 'drizzle-orm';
import type { CvData } from '../../contract/cv-data.js';
import { DEFAULT_SETTINGS, type SettingsSection, type SettingsValues } from '../../contract/settings.js';
import type { Clock } from '../core/clock.js';
import { type Db, poolOf, type Tx } from './client.js';
import {
  activityEvents,
  contacts,
  cvs,
  emailOutbox,
  orders,
  packages,
  payments,
  settings,
  subscriptions,
  templatePreviews,
  templates,
  userActivity,
  users,
} from './schema.js';
import { ACTIVITY_DETAILS, ACTIVITY_TYPES, type ActivityType, BACKGROUND_ACTIVITY, ipAddress, USER_AGENTS } from './seed-data/activity.js';
import { dropForBulkLoad, insertRows, rebuild } from './seed-data/bulk.js';
import { CopyLoad } from './seed-data/copy.js';
import { rebuildCounters } from './counters.js';
import { CONTACT_CATEGORIES, CONTACT_MESSAGES, CONTACT_STATUSES } from './seed-data/contacts.js';
import { buildCv, phoneFor } from './seed-data/cv-content.js';
import { emailFor, person } from './seed-data/names.js';
import { PACKAGES } from './seed-data/packages.js';
import { PROFESSIONS } from './seed-data/professions.js';
import { type Rng, rngFor, seedUuid } from './seed-data/random.js';
import { SEED_TEMPLATES, templateHtml, templatePreview } from './seed-data/templates.js';
import { DAY, HOUR, MINUTE, type Periods, periods, yymm } from './seed-data/time.js';

export interface SeedOptions {
  /** Number of users; every other table scales with it. */
  users: number;
  /** PRNG seed: the same seed gives the same data. */
  seed?: number;
  clock: Clock;
  log?: (line: string) => void;
  /**
   * 'single': one transaction; 'bulk': chunked transactions with indexes rebuilt at the end.
   * Default: bulk from BULK_THRESHOLD users on.
   */
  mode?: 'single' | 'bulk';
  /** Users generated and stored at a time in bulk mode (a transaction each on PGlite). */
  chunkUsers?: number;
}

export const DEFAULT_SEED = 20_261_121;
/** From this many users on the load is chunked and indexes are rebuilt at the end. */
export const BULK_THRESHOLD = 20_000;
const CHUNK_USERS = 2_500;
const COPY_CHUNK_USERS = 200;

/** Bank details of the demo (payment settings and every order's bankInfo). */
export const DEMO_BANK = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '1023456789',
  accountName: 'CONG TY TNHH CV BUILDER VIET NAM',
  bankBranch: 'Chi nhánh Tân Định, TP. Hồ Chí Minh',
} as const;

/** The default settings, plus the demo bank so new orders get a payable QR code. */
const DEMO_SETTINGS: SettingsValues = {
  ...DEFAULT_SETTINGS,
  payment: { ...DEFAULT_SETTINGS.payment, ...DEMO_BANK, qrCodeEnabled: true },
};

/** Orders stay payable this long after creation (the live ones up to 48 h, see below). */
const ORDER_LIFETIME = 24 * HOUR;
const DEFAULT_CREDITS = DEFAULT_SETTINGS.general.defaultUserCredits;

type UserRow = typeof users.$inferInsert;
type CvRow = typeof cvs.$inferInsert;
type OrderRow = typeof orders.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;
type SubscriptionRow = typeof subscriptions.$inferInsert;
type ActivityRow = typeof userActivity.$inferInsert;
type EventRow = typeof activityEvents.$inferInsert;
type OutboxRow = typeof emailOutbox.$inferInsert;
type ContactRow = typeof contacts.$inferInsert;
type PackageRow = typeof packages.$inferInsert & { id: string; createdAt: Date };
type TemplateRef = { id: string; createdAt: number; isPremium: boolean; weight: number };

type OrderState = 'VERIFIED' | 'PAID' | 'LIVE' | 'EXPIRED' | 'CANCELLED';
const ORDER_STATES: readonly (readonly [OrderState, number])[] = [
  ['VERIFIED', 46],
  ['PAID', 9],
  ['LIVE', 7],
  ['EXPIRED', 16],
  ['CANCELLED', 22],
];
const CV_LANGUAGES = ['en', 'vi', 'zh'] as const;
const CV_STATUSES = ['draft', 'public', 'private'] as const;

type RowKind = 'cv' | 'order' | 'payment' | 'subscription' | 'activity' | 'event' | 'outbox';

/** Rows generated for a slice of users, inserted together. */
class Batch {
  users: UserRow[] = [];
  cvs: CvRow[] = [];
  orders: OrderRow[] = [];
  payments: PaymentRow[] = [];
  subscriptions: SubscriptionRow[] = [];
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
  /** The same rows into a bulk load's COPY streams. */
  async copy(load: CopyLoad) {
    for (const [table, rows] of this.tables()) await load.write(table, rows as never);
  }
}

/** The generator: deterministic, sequential (counters number the rows of each kind). */
class Generator {
  readonly p: Periods;
  readonly packages: PackageRow[];
  readonly templates: TemplateRef[];
  private n: Record<RowKind, number> = { cv: 0, order: 0, payment: 0, subscription: 0, activity: 0, event: 0, outbox: 0 };
  /** Order states not seen yet: the first orders old enough take them, so every state exists at any scale. */
  private missingStates = new Set<OrderState>(['VERIFIED', 'PAID', 'LIVE', 'EXPIRED', 'CANCELLED']);

  constructor(
    readonly seed: number,
    now: Date,
  ) {
    this.p = periods(now);
    this.packages = PACKAGES.map(({ ageDays, orderWeight: _w, ...pkg }, i) => {
      const createdAt = new Date(this.p.now - ageDays * DAY);
      return { ...pkg, id: seedUuid(seed, 'package', i), createdAt, updatedAt: new Date(createdAt.getTime() + (i + 1) * 7 * DAY) };
    });
    this.templates = SEED_TEMPLATES.map((t, i) => ({
      id: seedUuid(seed, 'template', i),
      createdAt: this.p.now - t.ageDays * DAY,
      isPremium: t.isPremium,
      weight: t.weight,
    }));
  }

  private id(kind: RowKind) {
    return seedUuid(this.seed, kind, this.n[kind]++);
  }

  /** When the i-th user registered: a few today, this month and last month, the rest over ~14 months, more recently more. */
  private registeredAt(rng: Rng, i: number): number {
    const { now, todayStart, monthStart, lastMonthStart, historyStart } = this.p;
    const bucket =
      i < 2
        ? 'today'
        : i < 5
          ? 'month'
          : i < 7
            ? 'last'
            : rng.weighted([
                ['today', 1.5],
                ['month', 7.5],
                ['last', 8],
                ['history', 83],
              ] as const);
    if (bucket === 'today') return rng.between(todayStart, now - MINUTE);
    if (bucket === 'month') return rng.between(monthStart, todayStart);
    if (bucket === 'last') return rng.between(lastMonthStart, monthStart);
    return lastMonthStart - Math.floor((lastMonthStart - historyStart) * rng.next() ** 1.4);
  }

  user(i: number, batch: Batch) {
    const rng = rngFor(this.seed, 'user', i);
    const { now } = this.p;
    const who = person(rng, rng.chance(0.62));
    const email = emailFor(rng, who, i + 1);
    const userId = seedUuid(this.seed, 'user', i);
    const createdAt = this.registeredAt(rng, i);
    const isActive = i === 3 ? false : rng.chance(0.92);
    const emailVerified = i === 4 ? false : rng.chance(0.83);
    const cameBack = i < 7 || rng.chance(0.88);
    const ip = ipAddress(rng);
    const agent = rng.weighted(USER_AGENTS);
    const fullName = `${who.firstName} ${who.lastName}`;
    let lastActivity = createdAt;
    const touch = (at: number) => {
      if (at > lastActivity) lastActivity = at;
    };
    const activity = (type: ActivityType, at: number, details: string | null, status: string = ACTIVITY_TYPES[type].status) => {
      touch(at);
      batch.activity.push({
        id: this.id('activity'),
        userId,
        type,
        action: ACTIVITY_TYPES[type].action,
        status,
        details,
        ipAddress: rng.chance(0.85) ? ip : ipAddress(rng),
        userAgent: rng.chance(0.8) ? agent : rng.weighted(USER_AGENTS),
        timestamp: new Date(at),
      });
    };
    const event = (type: string, at: number, description: string) => {
      batch.events.push({ id: this.id('event'), type, description, userId, userEmail: email, createdAt: new Date(at) });
    };
    event('USER_REGISTERED', createdAt, `New user registered: ${fullName}`);

    // Orders first: what a user bought decides premium status and credits.
    const credits = { cvCreation: 0, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 };
    let creditsUsed = 0;
    let activeSubscription = false;
    const grant = (pkg: PackageRow, at: number, orderId: string | null) => {
      const expiresAt = pkg.validityDays ? at + pkg.validityDays * DAY : null;
      const isActive = expiresAt === null || expiresAt > now;
      // The older the subscription, the more of it is used.
      const usedShare = isActive ? Math.min(1, ((now - at) / (90 * DAY)) * rng.next()) : 0.6 + 0.4 * rng.next();
      const remaining = {
        cvCreation: Math.round(pkg.cvCreation! * (1 - usedShare)),
        aiOptimization: Math.round(pkg.aiOptimization! * (1 - usedShare * rng.next())),
        premiumTemplates: Math.round(pkg.premiumTemplates! * (1 - usedShare * rng.next())),
        aiTemplates: Math.round(pkg.aiTemplates! * (1 - usedShare * rng.next())),
      };
      creditsUsed +=
        pkg.cvCreation! -
        remaining.cvCreation +
        pkg.aiOptimization! -
        remaining.aiOptimization +
        pkg.premiumTemplates! -
        remaining.premiumTemplates +
        pkg.aiTemplates! -
        remaining.aiTemplates;
      if (isActive) {
        activeSubscription = true;
        for (const k of Object.keys(credits) as (keyof typeof credits)[]) credits[k] += remaining[k];
      }
      batch.subscriptions.push({
        id: this.id('subscription'),
        userId,
        packageId: pkg.id,
        orderId,
        isActive,
        ...remaining,
        purchasedAt: new Date(at),
        expiresAt: expiresAt === null ? null : new Date(expiresAt),
        createdAt: new Date(at),
      });
    };

    // Someone who registered yesterday has not built up a history yet.
    const tenure = now - createdAt;
    const cap = tenure < 2 * DAY ? 1 : tenure < 30 * DAY ? 2 : Infinity;
    // Averages over all users come out at about 1.5 orders and 3 CVs.
    const orderCount = cameBack
      ? Math.min(
          cap,
          rng.weighted([
            [0, 22],
            [1, 28],
            [2, 22],
            [3, 14],
            [4, 9],
            [5, 5],
          ] as const),
        )
      : 0;
    for (let o = 0; o < orderCount; o++) this.order(rng, batch, { userId, email, fullName, vietnamese: who.vietnamese, createdAt }, activity, event, grant);
    // A few users got a package from an administrator (Add Package), without an order.
    if (cameBack && rng.chance(0.03)) {
      const pkg = rng.pick(this.packages.filter((p) => p.isActive));
      const at = rng.between(Math.max(createdAt, pkg.createdAt.getTime()), now);
      grant(pkg, at, null);
      event('PACKAGE_PURCHASED', at, `${fullName} received package ${pkg.nameEn}`);
    }
    const isPremium = i === 5 || (activeSubscription && rng.chance(0.85)) || rng.chance(0.03);

    // CVs: ~3 per user, in the owner's profession.
    const profession = rng.pick(PROFESSIONS);
    const phone = phoneFor(rng, who.vietnamese);
    const cvCount = cameBack
      ? Math.min(
          cap * 2,
          rng.weighted([
            [0, 6],
            [1, 12],
            [2, 18],
            [3, 20],
            [4, 16],
            [5, 12],
            [6, 8],
            [7, 5],
            [8, 3],
          ] as const),
        )
      : rng.int(0, 1);
    const nowYear = new Date(now).getUTCFullYear();
    for (let c = 0; c < cvCount; c++) {
      const k = this.n.cv;
      const id = this.id('cv');
      const language =
        k < 3
          ? CV_LANGUAGES[k]!
          : who.vietnamese
            ? rng.weighted([
                ['vi', 50],
                ['en', 40],
                ['zh', 10],
              ] as const)
            : rng.weighted([
                ['en', 80],
                ['vi', 8],
                ['zh', 12],
              ] as const);
      const status =
        k < 3
          ? CV_STATUSES[k]!
          : rng.weighted([
              ['draft', 25],
              ['public', 41],
              ['private', 34],
            ] as const);
      const cvCreated = rng.between(createdAt, now);
      const updated = rng.chance(0.55) ? rng.between(cvCreated, now) : cvCreated;
      const { name, content } = buildCv(rng, { person: who, email, phone }, language, profession, nowYear);
      const viewCount = status === 'public' ? Math.floor(10 + 3000 * rng.next() ** 3) : status === 'private' ? rng.int(0, 40) : rng.int(0, 5);
      batch.cvs.push({
        id,
        userId,
        templateId: this.pickTemplate(rng, cvCreated, isPremium),
        name,
        language,
        isDraft: status === 'draft',
        isPublic: status === 'public',
        viewCount,
        downloadCount: status === 'draft' ? 0 : Math.floor(viewCount * rng.next() * 0.3),
        content: content satisfies CvData,
        createdAt: new Date(cvCreated),
        updatedAt: new Date(updated),
      });
      activity('cv_created', cvCreated, `"${name}"`);
      event('CV_CREATED', cvCreated, `${fullName} created CV "${name}"`);
      if (updated > cvCreated && rng.chance(0.5)) event('CV_UPDATED', updated, `${fullName} updated CV "${name}"`);
      touch(updated);
    }

    // Everything else a user does, sign-ins included.
    const background = cameBack ? rng.int(1, 3) : rng.int(0, 1);
    for (let b = 0; b < background; b++) {
      const type: ActivityType = cameBack ? rng.weighted(BACKGROUND_ACTIVITY) : 'login_failed';
      const details = ACTIVITY_DETAILS[type];
      activity(type, rng.between(createdAt, now), details ? rng.pick(details) : null);
    }

    const lastLoginAt = cameBack ? Math.min(now, lastActivity + Math.floor((now - lastActivity) * 0.3 * rng.next())) : null;
    if (lastLoginAt !== null) event('LOGIN', lastLoginAt, `${fullName} signed in`);
    if (!emailVerified && this.n.outbox < 6) {
      const sent = rng.chance(0.5);
      batch.outbox.push({
        id: this.id('outbox'),
        userId,
        toEmail: email,
        subject: 'Please verify your email address',
        body: `Hello ${who.firstName},\n\nPlease verify the email address of your account: sign in and follow the verification prompt.\nIf you did not create an account, you can ignore this message.\n`,
        kind: 'email_verification',
        language: 'en',
        status: sent ? 'sent' : 'queued',
        attempts: sent ? 1 : 0,
        lastError: null,
        createdAt: new Date(createdAt + MINUTE),
        nextAttemptAt: new Date(createdAt + MINUTE),
        sentAt: sent ? new Date(createdAt + 2 * MINUTE) : null,
      });
    }

    // Starting credits (settings default), what was spent of them, plus active subscriptions.
    const startUsedCv = Math.min(DEFAULT_CREDITS.cvCreation, cvCount);
    const startUsedAi = cameBack && rng.chance(0.6) ? DEFAULT_CREDITS.aiOptimization : 0;
    batch.users.push({
      id: userId,
      firstName: who.firstName,
      lastName: who.lastName,
      email,
      passwordHash: null,
      mustChangePassword: false,
      isActive,
      isPremium,
      emailVerified,
      totalCVsCreated: cvCount,
      totalCreditsUsed: creditsUsed + startUsedCv + startUsedAi,
      cvCreation: credits.cvCreation + DEFAULT_CREDITS.cvCreation - startUsedCv,
      aiOptimization: credits.aiOptimization + DEFAULT_CREDITS.aiOptimization - startUsedAi,
      premiumTemplates: credits.premiumTemplates + DEFAULT_CREDITS.premiumTemplates,
      aiTemplates: credits.aiTemplates + DEFAULT_CREDITS.aiTemplates,
      lastLoginAt: lastLoginAt === null ? null : new Date(lastLoginAt),
      createdAt: new Date(createdAt),
      updatedAt: new Date(Math.max(createdAt, lastLoginAt ?? 0)),
    });
  }

  private order(
    rng: Rng,
    batch: Batch,
    user: { userId: string; email: string; fullName: string; vietnamese: boolean; createdAt: number },
    activity: (type: ActivityType, at: number, details: string | null, status?: string) => void,
    event: (type: string, at: number, description: string) => void,
    grant: (pkg: PackageRow, at: number, orderId: string | null) => void,
  ) {
    const { now } = this.p;
    const oldEnough = user.createdAt < now - 3 * DAY;
    let state = rng.weighted(ORDER_STATES);
    if (oldEnough && this.missingStates.size) state = [...this.missingStates][0]!;
    // An order that expired a while ago needs a customer who was there then.
    if (state === 'EXPIRED' && !oldEnough) state = 'CANCELLED';

    let createdAt: number;
    let expiresAt: number;
    if (state === 'LIVE') {
      // Still payable for 30 minutes to 48 hours from now, so a demo started later has some.
      expiresAt = now + rng.between(30 * MINUTE, 48 * HOUR);
      createdAt = Math.max(user.createdAt, expiresAt - 48 * HOUR);
    } else {
      const from = state === 'PAID' ? Math.max(user.createdAt, now - 7 * DAY) : user.createdAt;
      const to = state === 'EXPIRED' ? now - ORDER_LIFETIME - HOUR : now - 30 * MINUTE;
      createdAt = rng.between(from, to);
      expiresAt = createdAt + ORDER_LIFETIME;
    }
    const pkg = this.pickPackage(rng, createdAt, user.vietnamese);
    if (!pkg) return;
    this.missingStates.delete(state);

    const k = this.n.order;
    const orderId = this.id('order');
    const orderCode = `CV${yymm(createdAt)}${orderSuffix(k)}`;
    const paidAt = state === 'PAID' || state === 'VERIFIED' ? Math.min(now - MINUTE, createdAt + rng.between(2 * MINUTE, 6 * HOUR)) : null;
    // Verification and cancellation happened some time later, but never after now.
    const verifiedAt = state === 'VERIFIED' ? paidAt! + rng.between(0, Math.min(20 * HOUR, now - paidAt!)) : null;
    const cancelledAt = state === 'CANCELLED' ? createdAt + rng.between(0, Math.min(ORDER_LIFETIME - HOUR, now - createdAt)) : null;
    const amount = Number(pkg.price);
    const money = `${amount} ${pkg.currency}`;
    batch.orders.push({
      id: orderId,
      orderCode,
      userId: user.userId,
      customerName: user.fullName,
      customerEmail: user.email,
      packageId: pkg.id,
      amount,
      currency: pkg.currency!,
      status: state === 'LIVE' || state === 'EXPIRED' ? 'PENDING' : state,
      paymentMethod: 'bank_transfer',
      bankInfo: { ...DEMO_BANK, amount, currency: pkg.currency, transferContent: orderCode },
      expiresAt: new Date(expiresAt),
      paidAt: paidAt === null ? null : new Date(paidAt),
      verifiedAt: verifiedAt === null ? null : new Date(verifiedAt),
      verifiedBy: null,
      cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
      createdAt: new Date(createdAt),
      updatedAt: new Date(verifiedAt ?? paidAt ?? cancelledAt ?? createdAt),
    });
    if (paidAt !== null) {
      const p = this.n.payment;
      batch.payments.push({
        id: this.id('payment'),
        orderId,
        userId: user.userId,
        packageId: pkg.id,
        orderCode,
        amount,
        currency: pkg.currency!,
        status: 'completed',
        paymentMethod: 'bank_transfer',
        transactionId: transactionId(paidAt, p),
        createdAt: new Date(paidAt),
      });
      event('PAYMENT_COMPLETED', paidAt, `Payment of ${money} received for order ${orderCode}`);
      activity('payment_completed', paidAt, `Order ${orderCode}: ${money}`);
    }
    if (verifiedAt !== null) {
      grant(pkg, verifiedAt, orderId);
      event('PACKAGE_PURCHASED', verifiedAt, `${user.fullName} purchased package ${pkg.nameEn}`);
      activity('package_purchased', verifiedAt, `${pkg.nameEn} (order ${orderCode})`);
    }
    if (state === 'LIVE') activity('payment_initiated', createdAt, `Order ${orderCode}: ${money}`);
    if (state === 'EXPIRED') activity('package_purchase_failed', expiresAt, `Order ${orderCode} expired before payment`);
    if (state === 'CANCELLED') activity('payment_cancelled', cancelledAt!, `Order ${orderCode}`);
  }

  /** Packages on sale at that time; VND ones more likely for Vietnamese customers. */
  private pickPackage(rng: Rng, at: number, vietnamese: boolean): PackageRow | undefined {
    const onSale = this.packages
      .map((pkg, i) => {
        const created = pkg.createdAt.getTime();
        // The retired promotion sold for its first two months only.
        const sold = at >= created && (pkg.isActive || at < created + 60 * DAY);
        const local = pkg.currency === 'VND' ? vietnamese : !vietnamese;
        return [pkg, sold ? PACKAGES[i]!.orderWeight * (local ? 1 : 0.25) : 0] as const;
      })
      .filter(([, w]) => w > 0);
    return onSale.length ? rng.weighted(onSale) : undefined;
  }

  /** Templates that existed then; premium ones mostly for premium users. */
  private pickTemplate(rng: Rng, at: number, premium: boolean): string {
    const available = this.templates.filter((t) => t.createdAt <= at).map((t) => [t.id, t.weight * (t.isPremium && !premium ? 0.2 : 1)] as const);
    return available.length ? rng.weighted(available) : this.templates[0]!.id;
  }

  /** Payments that matched no order (wrong transfer note), as the webhook records them. */
  unmatchedPayments(count: number): PaymentRow[] {
    const out: PaymentRow[] = [];
    for (let j = 0; j < count; j++) {
      const rng = rngFor(this.seed, 'unmatched', j);
      const at = rng.between(this.p.now - 30 * DAY, this.p.now - HOUR);
      const p = this.n.payment;
      out.push({
        id: this.id('payment'),
        orderId: null,
        userId: null,
        packageId: null,
        orderCode: rng.chance(0.5) ? null : `CV${yymm(at)}${rng.int(0, 999_999).toString(36).toUpperCase().padStart(6, '0')}X`,
        amount: rng.pick([50_000, 100_000, 99_000, 200_000, 250_000]),
        currency: 'VND',
        status: 'unmatched',
        paymentMethod: 'bank_transfer',
        transactionId: transactionId(at, p),
        createdAt: new Date(at),
      });
    }
    return out;
  }

  contact(j: number): ContactRow {
    const rng = rngFor(this.seed, 'contact', j);
    const { now, todayStart, historyStart } = this.p;
    // The first 24 cover every category × status pair.
    const category =
      j < 24
        ? CONTACT_CATEGORIES[j % 6]!
        : rng.weighted([
            ['general', 25],
            ['technical', 25],
            ['billing', 22],
            ['feedback', 14],
            ['partnership', 6],
            ['other', 8],
          ] as const);
    const status =
      j < 24
        ? CONTACT_STATUSES[Math.floor(j / 6)]!
        : rng.weighted([
            ['new', 30],
            ['read', 22],
            ['responded', 33],
            ['closed', 15],
          ] as const);
    const message = rng.pick(CONTACT_MESSAGES[category]);
    const who = person(rng, message.vietnamese);
    // New ones are recent; a few came in today.
    const createdAt =
      j < 2 ? rng.between(todayStart, now - MINUTE) : status === 'new' ? rng.between(now - 14 * DAY, now) : rng.between(historyStart + 30 * DAY, now - DAY);
    const updatedAt = status === 'new' ? createdAt : Math.min(now, createdAt + rng.between(HOUR, 5 * DAY));
    return {
      id: seedUuid(this.seed, 'contact', j),
      name: who.fullName,
      email: emailFor(rng, who, j + 1),
      subject: message.subject,
      message: message.message,
      category,
      status,
      ipAddress: ipAddress(rng),
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    };
  }
}

/** Six characters unique per order index: an affine bijection mod 36^6, written in base 36. */
function orderSuffix(k: number): string {
  const SPACE = 36 ** 6;
  return ((k * 1_000_003 + 7_654_321) % SPACE).toString(36).toUpperCase().padStart(6, '0');
}

/** A bank reference like Vietcombank's, unique per payment index. */
function transactionId(at: number, index: number): string {
  return `FT${yymm(at)}${String(index).padStart(9, '0')}`;
}

export interface SeedCounts {
  users: number;
  contacts: number;
  unmatchedPayments: number;
}

export function seedCounts(usersCount: number): SeedCounts {
  return {
    users: usersCount,
    contacts: Math.max(24, Math.round(usersCount * 0.2)),
    unmatchedPayments: Math.max(2, Math.round(usersCount / 100)),
  };
}

const secondsSince = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const gen = new Generator(options.seed ?? DEFAULT_SEED, options.clock.now());
  const counts = seedCounts(options.users);
  const bulk = (options.mode ?? (options.users >= BULK_THRESHOLD ? 'bulk' : 'single')) === 'bulk';
  let rows = 0;

  const fixed = async (tx: Tx) => {
    await insertSettings(tx, options.clock.now());
    await insertCatalogue(tx, gen);
  };
  const finish = async (tx: Tx) => {
    await tx.execute(
      sql`update ${templates} t set usage_count = u.n from (select template_id, count(*)::int as n from ${cvs} group by template_id) u where u.template_id = t.id`,
    );
  };

  if (!bulk) {
    await db.transaction(async (tx) => {
      await fixed(tx);
      const batch = new Batch();
      for (let i = 0; i < counts.users; i++) gen.user(i, batch);
      batch.payments.push(...gen.unmatchedPayments(counts.unmatchedPayments));
      for (let j = 0; j < counts.contacts; j++) batch.contacts.push(gen.contact(j));
      await batch.insert(tx);
      await finish(tx);
      rows = batch.size;
    });
    await db.execute(sql`analyze`);
  } else {
    const tables = [users, cvs, orders, subscriptions, payments, userActivity, activityEvents, contacts];
    // PostgreSQL loads through COPY, a stream per table the whole load long; PGlite (one
    // connection, in process) through batched inserts, a transaction per chunk.
    const pool = poolOf(db);
    // A COPY chunk is written out at once, so the generator's objects die young (cheap to collect).
    const chunkUsers = options.chunkUsers ?? (pool ? COPY_CHUNK_USERS : CHUNK_USERS);
    log('Dropping keys, indexes and foreign keys for the bulk load…');
    // The counters are built once from the rows at the end, not per loaded chunk.
    for (const table of tables) await db.execute(sql`alter table ${table} disable trigger user`);
    const { indexes, foreignKeys } = await dropForBulkLoad(db, tables);
    try {
      await db.transaction(fixed);
      const copy = pool ? await CopyLoad.open(pool, [...tables, emailOutbox]) : undefined;
      const store = (batch: Batch) =>
        copy
          ? batch.copy(copy)
          : db.transaction(async (tx) => {
              await tx.execute(sql`set local synchronous_commit = off`);
              await batch.insert(tx);
            });
      try {
        let lastLog = Date.now();
        for (let from = 0; from < counts.users; from += chunkUsers) {
          const to = Math.min(counts.users, from + chunkUsers);
          const batch = new Batch();
          for (let i = from; i < to; i++) gen.user(i, batch);
          await store(batch);
          rows += batch.size;
          if (Date.now() - lastLog > 5_000 || to === counts.users) {
            lastLog = Date.now();
            log(
              `  users ${to.toLocaleString('en-US')}/${counts.users.toLocaleString('en-US')} (${Math.floor((to / counts.users) * 100)}%) · ${rows.toLocaleString('en-US')} rows · ${secondsSince(started)} s`,
            );
          }
        }
        const unmatched = new Batch();
        unmatched.payments = gen.unmatchedPayments(counts.unmatchedPayments);
        await store(unmatched);
        for (let from = 0; from < counts.contacts; from += 10_000) {
          const batch = new Batch();
          for (let j = from; j < Math.min(counts.contacts, from + 10_000); j++) batch.contacts.push(gen.contact(j));
          await store(batch);
        }
        rows += counts.unmatchedPayments + counts.contacts;
        await copy?.commit();
      } catch (err) {
        await copy?.abort();
        throw err;
      }
      log(`  contacts ${counts.contacts.toLocaleString('en-US')}, all stored · ${secondsSince(started)} s`);
    } finally {
      // On PostgreSQL two builds at once (two connections); PGlite has one.
      const build = { concurrency: pool ? 2 : 1, workMem: pool ? '512MB' : '256MB', log };
      log(`Building ${indexes.length} keys and indexes…`);
      await rebuild(db, indexes, build);
      log(`Checking ${foreignKeys.length} foreign keys… · ${secondsSince(started)} s`);
      await rebuild(db, foreignKeys, build);
      for (const table of tables) await db.execute(sql`alter table ${table} enable trigger user`);
    }
    await db.transaction(finish);
    log(`Counting… · ${secondsSince(started)} s`);
    await rebuildCounters(db);
    // VACUUM too: it fills the visibility map, so the stats' counts are index-only scans from
    // the first start. After COPY … FREEZE the map is already full and it only analyses; nothing
    // was deleted, so the indexes need no cleanup pass (a GIN one would read itself whole).
    log(`Vacuuming and analysing… · ${secondsSince(started)} s`);
    await db.execute(sql`vacuum (analyze, index_cleanup off)`);
  }
  log(`Seeded ${counts.users.toLocaleString('en-US')} users (${rows.toLocaleString('en-US')} rows) in ${secondsSince(started)} s`);
}

/** Every settings section with its defaults and the demo bank; never overwrites (bootstrap already wrote the JWT key). */
async function insertSettings(tx: Tx, now: Date) {
  for (const section of Object.keys(DEMO_SETTINGS) as SettingsSection[]) {
    await tx.insert(settings).values({ section, value: DEMO_SETTINGS[section], updatedAt: now }).onConflictDoNothing({ target: settings.section });
  }
}

async function insertCatalogue(tx: Tx, gen: Generator) {
  const { now } = gen.p;
  await insertRows(tx, packages, gen.packages);
  for (const [i, t] of SEED_TEMPLATES.entries()) {
    const previewId = seedUuid(gen.seed, 'preview', i);
    const bytes = templatePreview(t.slug);
    const createdAt = new Date(now - t.ageDays * DAY);
    await tx.insert(templatePreviews).values({ id: previewId, mimeType: 'image/jpeg', size: bytes.byteLength, data: bytes, createdAt });
    const updatedAt = new Date(Math.min(now - DAY, createdAt.getTime() + (i + 3) * 9 * DAY));
    await tx.insert(templates).values({
      id: gen.templates[i]!.id,
      name: t.name,
      description: t.description,
      category: t.category,
      preview: `/api/template-previews/${previewId}`,
      isPremium: t.isPremium,
      status: t.status,
      usageCount: 0,
      content: templateHtml(t.slug),
      contentUpdatedAt: updatedAt,
      createdAt,
      updatedAt,
    });
  }
}
