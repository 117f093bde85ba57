// Users: the customers of the CV builder — list, export, get, edit, (bulk) activate,
// deactivate and delete, verification mail and its link, temporary password, credits,
// activity, mail and packages.
import {
  creditCountsSchema,
  creditEntrySchema,
  userActivitySchema,
  userRoutes,
  userSchema,
  userStatsSchema,
  userSubscriptionSchema,
} from '../../../contract/users.js';
import { businessDay } from '../../core/business-time.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { ok } from '../../http/envelope.js';
import { requireChanges } from '../../http/parse.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { requestLanguage } from '../../http/language.js';
import { smtpReady } from '../../mail/smtp.js';
import { generatePassword, hashPassword } from '../../security/passwords.js';
import { getSettings } from '../../settings/store.js';
import { usersCsv } from './export.js';
import { ledgerCsv, ledgerPage } from './ledger.js';
import { listUsers, userWhere } from './queries.js';
import { userSeries } from './series.js';
import {
  addUserPackage,
  deleteUser,
  deleteUsersBulk,
  getUser,
  queueUserVerification,
  resetUserPassword,
  setUserActive,
  setUserCredits,
  setUsersActive,
  updateUser,
  userActivityList,
  userEmails,
  userSubscriptions,
} from './service.js';
import { confirmEmailPage, verifyEmailPage } from './verify-email-page.js';
import { exportSlot } from '../../http/export-slots.js';

export const usersArea = defineArea(
  { name: 'Users', description: 'The customers of the CV builder: list, edit, (de)activate, delete, credits, packages.' },
  {
    Credits: creditCountsSchema,
    CreditEntry: creditEntrySchema,
    User: userSchema,
    UserStats: userStatsSchema,
    UserActivity: userActivitySchema,
    UserSubscription: userSubscriptionSchema,
  },
);

usersArea.bind(userRoutes.list, async (c, { query }) => {
  const { db, clock, config } = c.get('deps');
  return ok(c, await listUsers(db, clock.now(), query, config.listCountCap));
});

usersArea.bind(userRoutes.series, async (c, { query }) => {
  const { db, clock } = c.get('deps');
  return ok(c, await userSeries(db, query.period, clock.now()));
});

usersArea.bind(
  userRoutes.export,
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return csvExport(db, usersCsv(userWhere(query), businessDay(clock.now()), csvHeaders(c).users));
  },
  { use: [exportSlot] },
);

for (const [route, isActive] of [
  [userRoutes.bulkActivate, true],
  [userRoutes.bulkDeactivate, false],
] as const) {
  const verb = isActive ? 'activated' : 'deactivated';
  usersArea.bind(route, async (c, { body }) => {
    const updated = await inTransaction(c, (tx, actor) => setUsersActive(tx, actor, body.userIds, isActive));
    return ok(c, { updated }, `Successfully ${verb} ${updated} user(s).`);
  });
}

usersArea.bind(userRoutes.bulkDelete, async (c, { body }) => {
  const deleted = await inTransaction(c, (tx, actor) => deleteUsersBulk(tx, actor, body.userIds));
  return ok(c, { deleted }, `Successfully deleted ${deleted} user(s).`);
});

usersArea.bind(userRoutes.get, async (c, { id }) => ok(c, await getUser(c.get('deps').db, id)));

usersArea.bind(userRoutes.update, async (c, { id, body }) => {
  requireChanges(body);
  const user = await inTransaction(c, (tx, actor) => updateUser(tx, actor, id, body));
  return ok(c, user, 'User details updated successfully!');
});

for (const [route, isActive] of [
  [userRoutes.activate, true],
  [userRoutes.deactivate, false],
] as const) {
  usersArea.bind(route, async (c, { id }) => {
    const user = await inTransaction(c, (tx, actor) => setUserActive(tx, actor, id, isActive));
    return ok(c, user, isActive ? 'User activated successfully' : 'User deactivated successfully');
  });
}

usersArea.bind(userRoutes.delete, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => deleteUser(tx, actor, id));
  return ok(c, { id }, 'User deleted successfully.');
});

// Says so when SMTP is not configured: the message then waits instead of being sent.
usersArea.bind(userRoutes.resendVerification, async (c, { id }) => {
  const { db, mailQueued } = c.get('deps');
  const mail = await inTransaction(c, (tx, actor) => queueUserVerification(tx, actor, id, requestLanguage(c)));
  mailQueued();
  const smtpConfigured = smtpReady(await getSettings(db, 'email'));
  return ok(
    c,
    { emailId: mail.id, smtpConfigured },
    smtpConfigured ? 'Verification email sent successfully!' : 'Verification email queued: SMTP is not configured in Settings › Email',
  );
});

usersArea.bind(userRoutes.verifyEmailPage, (c, { query }) => verifyEmailPage(c, query.token));

usersArea.bind(userRoutes.verifyEmail, (c) => confirmEmailPage(c), { rawBody: true });

usersArea.bind(userRoutes.emails, async (c, { id }) => ok(c, await userEmails(c.get('deps').db, id)));

usersArea.bind(userRoutes.resetPassword, async (c, { id }) => {
  const tempPassword = generatePassword(12);
  const passwordHash = await hashPassword(tempPassword);
  await inTransaction(c, (tx, actor) => resetUserPassword(tx, actor, id, passwordHash));
  c.header('Cache-Control', 'no-store');
  return ok(c, { tempPassword }, 'Password reset successfully');
});

usersArea.bind(userRoutes.setCredits, async (c, { id, body }) => {
  const user = await inTransaction(c, (tx, actor) => setUserCredits(tx, actor, id, body.credits, body.reason));
  return ok(c, user, 'Credits updated successfully');
});

usersArea.bind(userRoutes.creditLedger, async (c, { id, query }) => {
  const { db } = c.get('deps');
  await getUser(db, id);
  return ok(c, await ledgerPage(db, id, query));
});

usersArea.bind(
  userRoutes.creditLedgerExport,
  async (c, { id }) => {
    const { db, clock } = c.get('deps');
    await getUser(db, id);
    return csvExport(db, ledgerCsv(id, businessDay(clock.now()), csvHeaders(c).creditLedger));
  },
  { use: [exportSlot] },
);

usersArea.bind(userRoutes.activity, async (c, { id, query }) => ok(c, { activities: await userActivityList(c.get('deps').db, id, query.limit) }));

usersArea.bind(userRoutes.packages, async (c, { id }) => ok(c, { subscriptions: await userSubscriptions(c.get('deps').db, id) }));

usersArea.bind(userRoutes.addPackage, async (c, { id, body }) => {
  const result = await inTransaction(c, (tx, actor) => addUserPackage(tx, actor, id, body.packageId));
  return ok(c, result, 'Package added successfully!', 201);
});
