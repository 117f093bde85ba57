// One user and everything that follows from them, in the order it happened: registration,
// orders (what they bought decides premium status and credits), packages an administrator
// gave, CVs, sign-ins and other activity, a verification email, and the user row itself.
// All of it from the user's own random stream. The credits ledger agrees with the row: the
// sign-up credits, each package and each use are entries, and their sum is the balance
// (credits of an expired subscription stay in it: nothing takes them away), the uses'
// sum 'Credits Used'.
import { type ActivityParams, activityDetailText, packageParams } from '../../../contract/activity-sentences.js';
import { DEFAULT_SETTINGS } from '../../../contract/settings.js';
import { CREDIT_KINDS, type CreditReason, type Credits } from '../../../contract/users.js';
import { ACTIVITY_DETAILS, ACTIVITY_TYPES, type ActivityType, BACKGROUND_ACTIVITY, ipAddress, USER_AGENTS } from '../seed-data/activity.js';
import { emailFor, person } from '../seed-data/names.js';
import { type Rng, rngFor, seedUuid } from '../seed-data/random.js';
import { DAY, MINUTE, type Periods } from '../seed-data/time.js';
import type { Batch } from './batch.js';
import { seedCvs } from './cvs.js';
import type { Generator } from './generator.js';
import { seedOrder } from './orders.js';
import type { PackageRow } from './packages.js';

const DEFAULT_CREDITS: Credits = DEFAULT_SETTINGS.general.defaultUserCredits;
const isZeroCredits = (c: Credits) => CREDIT_KINDS.every((k) => c[k] === 0);

/** When the i-th user registered: a few today, this month and last month, the rest over ~14 months, more recently more. */
function registeredAt(p: Periods, rng: Rng, i: number): number {
  const { now, todayStart, monthStart, lastMonthStart, historyStart } = p;
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

export function seedUser(gen: Generator, i: number, batch: Batch) {
  const rng = rngFor(gen.seed, 'user', i);
  const { now } = gen.p;
  const who = person(rng, rng.chance(0.62));
  const email = emailFor(rng, who, i + 1);
  const userId = seedUuid(gen.seed, 'user', i);
  const createdAt = registeredAt(gen.p, rng, i);
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
  const activity = (
    type: ActivityType,
    at: number,
    details: string | null,
    params: ActivityParams | null = null,
    status: string = ACTIVITY_TYPES[type].status,
  ) => {
    touch(at);
    batch.activity.push({
      id: gen.id('activity'),
      userId,
      type,
      action: ACTIVITY_TYPES[type].action,
      status,
      details,
      params,
      ipAddress: rng.chance(0.85) ? ip : ipAddress(rng),
      userAgent: rng.chance(0.8) ? agent : rng.weighted(USER_AGENTS),
      timestamp: new Date(at),
    });
  };
  const event = (type: string, at: number, description: string, params: ActivityParams) => {
    batch.events.push({ id: gen.id('event'), type, description, params, userId, userEmail: email, createdAt: new Date(at) });
  };
  event('USER_REGISTERED', createdAt, `New user registered: ${fullName}`, { sentence: 'user_registered', name: fullName });

  // Orders first: what a user bought decides premium status and credits.
  const credits = { cvCreation: 0, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 };
  let creditsUsed = 0;
  let activeSubscription = false;
  const entry = (reason: CreditReason, at: number, amounts: Credits, refs: { orderId?: string | null; subscriptionId?: string } = {}) => {
    batch.credits.push({
      id: gen.id('credit'),
      userId,
      ...amounts,
      reason,
      note: null,
      adminId: null,
      orderId: refs.orderId ?? null,
      subscriptionId: refs.subscriptionId ?? null,
      createdAt: new Date(at),
    });
  };
  if (!isZeroCredits(DEFAULT_CREDITS)) entry('signup', createdAt, DEFAULT_CREDITS);
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
    if (isActive) activeSubscription = true;
    for (const k of CREDIT_KINDS) credits[k] += remaining[k];
    const subscriptionId = gen.id('subscription');
    const given = { cvCreation: pkg.cvCreation!, aiOptimization: pkg.aiOptimization!, premiumTemplates: pkg.premiumTemplates!, aiTemplates: pkg.aiTemplates! };
    entry('package', at, given, { orderId, subscriptionId });
    // What was used of it, as one entry halfway through its life so far.
    const spent = Object.fromEntries(CREDIT_KINDS.map((k) => [k, remaining[k] - given[k]])) as Credits;
    if (!isZeroCredits(spent)) entry('use', at + Math.floor((Math.min(now, expiresAt ?? now) - at) / 2), spent, { subscriptionId });
    batch.subscriptions.push({
      id: subscriptionId,
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
  for (let o = 0; o < orderCount; o++) seedOrder(gen, rng, batch, { userId, email, fullName, vietnamese: who.vietnamese, createdAt }, activity, event, grant);
  // A few users got a package from an administrator (Add Package), without an order.
  if (cameBack && rng.chance(0.03)) {
    const pkg = rng.pick(gen.packages.filter((p) => p.isActive));
    const at = rng.between(Math.max(createdAt, pkg.createdAt.getTime()), now);
    grant(pkg, at, null);
    event('PACKAGE_PURCHASED', at, `${fullName} received package ${pkg.nameEn}`, { sentence: 'package_received', name: fullName, ...packageParams(pkg) });
  }
  const isPremium = i === 5 || (activeSubscription && rng.chance(0.85)) || rng.chance(0.03);

  // CVs: ~3 per user, in the owner's profession.
  const cvCount = seedCvs(gen, rng, batch, { userId, who, email, fullName, createdAt, isPremium, cameBack, cap }, activity, event, touch);

  // Everything else a user does, sign-ins included.
  const background = cameBack ? rng.int(1, 3) : rng.int(0, 1);
  for (let b = 0; b < background; b++) {
    const type: ActivityType = cameBack ? rng.weighted(BACKGROUND_ACTIVITY) : 'login_failed';
    const details = ACTIVITY_DETAILS[type];
    const at = rng.between(createdAt, now);
    const detail = details ? rng.pick(details) : null;
    activity(type, at, detail && activityDetailText(detail), detail && { detail });
  }

  const lastLoginAt = cameBack ? Math.min(now, lastActivity + Math.floor((now - lastActivity) * 0.3 * rng.next())) : null;
  if (lastLoginAt !== null) event('LOGIN', lastLoginAt, `${fullName} signed in`, { sentence: 'signed_in', name: fullName });
  if (!emailVerified && gen.n.outbox < 6) {
    const sent = rng.chance(0.5);
    batch.outbox.push({
      id: gen.id('outbox'),
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
  if (startUsedCv + startUsedAi > 0) {
    entry('use', createdAt + Math.floor((lastActivity - createdAt) / 2), {
      cvCreation: -startUsedCv,
      aiOptimization: -startUsedAi,
      premiumTemplates: 0,
      aiTemplates: 0,
    });
  }
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
