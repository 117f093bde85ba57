// Users: the customers of the CV builder — list, export, get, edit, (bulk) activate,
// deactivate and delete, verification mail and its link, temporary password, credits,
// activity, mail and packages.
import { periodQuery, userSeriesSchema } from '../../../contract/analytics.js';
import { deletedIdResult, deletedResult, updatedResult } from '../../../contract/envelope.js';
import { userEmailsResponseSchema, type VerificationQueued, verificationQueuedSchema, verifyEmailQuery } from '../../../contract/mail-schemas.js';
import {
  addPackageResultSchema,
  addPackageSchema,
  creditCountsSchema,
  tempPasswordSchema,
  userActivityListSchema,
  userActivityQuery,
  userActivitySchema,
  userCreditsSchema,
  userFilterQuery,
  userIdsSchema,
  userListQuery,
  userListSchema,
  userPatchBody,
  userSchema,
  userStatsSchema,
  userSubscriptionListSchema,
  userSubscriptionSchema,
} from '../../../contract/users.js';
import { businessDay } from '../../core/business-time.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { ok } from '../../http/envelope.js';
import { requireChanges } from '../../http/parse.js';
import { inTransaction } from '../../http/request.js';
import { CSV_FILE } from '../../../contract/responses.js';
import { defineArea } from '../../http/route.js';
import { requestLanguage } from '../../http/language.js';
import { smtpReady } from '../../mail/smtp.js';
import { generatePassword, hashPassword } from '../../security/passwords.js';
import { getSettings } from '../../settings/store.js';
import { usersCsv } from './export.js';
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
import { confirmEmailPage, VERIFY_EMAIL_PATH, verifyEmailPage } from './verify-email-page.js';
import { exportSlot } from '../../http/export-slots.js';

export const usersArea = defineArea(
  { name: 'Users', description: 'The customers of the CV builder: list, edit, (de)activate, delete, credits, packages.' },
  {
    Credits: creditCountsSchema,
    User: userSchema,
    UserStats: userStatsSchema,
    UserActivity: userActivitySchema,
    UserSubscription: userSubscriptionSchema,
  },
);

const BASE = '/api/admin/users';

usersArea.get(BASE, { summary: 'List users with stats', permission: 'users.read', query: userListQuery, data: userListSchema }, async (c, { query }) => {
  const { db, clock, config } = c.get('deps');
  return ok(c, await listUsers(db, clock.now(), query, config.listCountCap));
});

usersArea.get(
  `${BASE}/series`,
  {
    summary: 'Sign-ups per business day (or month for 12m), those verified since, and verified against unverified',
    permission: 'users.read',
    query: periodQuery,
    data: userSeriesSchema,
  },
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return ok(c, await userSeries(db, query.period, clock.now()));
  },
);

usersArea.get(
  `${BASE}/export`,
  {
    summary: 'Export the filtered users as CSV (headers in the Accept-Language: en, vi)',
    use: [exportSlot],
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'users.export',
    query: userFilterQuery,
    file: CSV_FILE,
  },
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return csvExport(db, usersCsv(userWhere(query), businessDay(clock.now()), csvHeaders(c).users));
  },
);

for (const isActive of [true, false]) {
  const verb = isActive ? 'activated' : 'deactivated';
  usersArea.put(
    `${BASE}/${isActive ? 'bulk-activate' : 'bulk-deactivate'}`,
    { summary: isActive ? 'Activate users' : 'Deactivate users', permission: 'users.edit', body: userIdsSchema, data: updatedResult },
    async (c, { body }) => {
      const updated = await inTransaction(c, (tx, actor) => setUsersActive(tx, actor, body.userIds, isActive));
      return ok(c, { updated }, `Successfully ${verb} ${updated} user(s).`);
    },
  );
}

usersArea.delete(
  `${BASE}/bulk-delete`,
  { summary: 'Delete users (with their CVs; orders are kept)', permission: 'users.delete', body: userIdsSchema, data: deletedResult },
  async (c, { body }) => {
    const deleted = await inTransaction(c, (tx, actor) => deleteUsersBulk(tx, actor, body.userIds));
    return ok(c, { deleted }, `Successfully deleted ${deleted} user(s).`);
  },
);

usersArea.get(`${BASE}/{id}`, { summary: 'Get a user', permission: 'users.read', entity: 'USER', data: userSchema }, async (c, { id }) =>
  ok(c, await getUser(c.get('deps').db, id)),
);

usersArea.put(
  `${BASE}/{id}`,
  {
    summary: 'Update a user (any subset of the fields)',
    permission: 'users.edit',
    entity: 'USER',
    body: userPatchBody,
    data: userSchema,
    errors: { 409: 'Email is already in use' },
  },
  async (c, { id, body }) => {
    requireChanges(body);
    const user = await inTransaction(c, (tx, actor) => updateUser(tx, actor, id, body));
    return ok(c, user, 'User details updated successfully!');
  },
);

for (const isActive of [true, false]) {
  usersArea.put(
    `${BASE}/{id}/${isActive ? 'activate' : 'deactivate'}`,
    { summary: isActive ? 'Activate a user' : 'Deactivate a user', permission: 'users.edit', entity: 'USER', data: userSchema },
    async (c, { id }) => {
      const user = await inTransaction(c, (tx, actor) => setUserActive(tx, actor, id, isActive));
      return ok(c, user, isActive ? 'User activated successfully' : 'User deactivated successfully');
    },
  );
}

usersArea.delete(
  `${BASE}/{id}`,
  { summary: 'Delete a user (with their CVs; orders are kept)', permission: 'users.delete', entity: 'USER', data: deletedIdResult },
  async (c, { id }) => {
    await inTransaction(c, (tx, actor) => deleteUser(tx, actor, id));
    return ok(c, { id }, 'User deleted successfully.');
  },
);

// Says so when SMTP is not configured: the message then waits instead of being sent.
usersArea.post(
  `${BASE}/{id}/resend-verification`,
  {
    summary: 'Queue the verification email (the message says when SMTP is not configured yet)',
    permission: 'users.verification',
    entity: 'USER',
    data: verificationQueuedSchema,
    errors: { 409: 'Email is already verified' },
  },
  async (c, { id }) => {
    const { db, mailQueued } = c.get('deps');
    const mail = await inTransaction(c, (tx, actor) => queueUserVerification(tx, actor, id, requestLanguage(c)));
    mailQueued();
    const smtpConfigured = smtpReady(await getSettings(db, 'email'));
    const data: VerificationQueued = { emailId: mail.id, smtpConfigured };
    return ok(c, data, smtpConfigured ? 'Verification email sent successfully!' : 'Verification email queued: SMTP is not configured in Settings › Email');
  },
);

usersArea.get(
  VERIFY_EMAIL_PATH,
  {
    summary: "The link of a verification email (extension): a page with a 'Verify my email' button when the link would work (opening it spends nothing)",
    public: true,
    query: verifyEmailQuery,
    file: { type: 'text/html', description: 'The page with the button' },
    errors: { 404: ['The link is not valid', 'text/html'], 409: ['The link was already used', 'text/html'], 410: ['The link has expired', 'text/html'] },
  },
  (c, { query }) => verifyEmailPage(c, query.token),
);

usersArea.post(
  VERIFY_EMAIL_PATH,
  {
    summary: 'The button of the verification page (extension): verifies the address, once',
    public: true,
    rawBody: true,
    form: { token: 'The token of the link, as the page posts it' },
    file: { type: 'text/html', description: 'Email verified' },
    errors: { 404: ['The link is not valid', 'text/html'], 409: ['The link was already used', 'text/html'], 410: ['The link has expired', 'text/html'] },
  },
  (c) => confirmEmailPage(c),
);

usersArea.get(
  `${BASE}/{id}/emails`,
  { summary: "The user's latest mail and its delivery state (extension)", permission: 'users.read', entity: 'USER', data: userEmailsResponseSchema },
  async (c, { id }) => ok(c, await userEmails(c.get('deps').db, id)),
);

usersArea.post(
  `${BASE}/{id}/reset-password`,
  { summary: 'Reset the password to a temporary one, returned once', permission: 'users.password', entity: 'USER', data: tempPasswordSchema },
  async (c, { id }) => {
    const tempPassword = generatePassword(12);
    const passwordHash = await hashPassword(tempPassword);
    await inTransaction(c, (tx, actor) => resetUserPassword(tx, actor, id, passwordHash));
    c.header('Cache-Control', 'no-store');
    return ok(c, { tempPassword }, 'Password reset successfully');
  },
);

usersArea.put(
  `${BASE}/{id}/credits`,
  { summary: "Set the user's credits", permission: 'users.credits', entity: 'USER', body: userCreditsSchema, data: userSchema },
  async (c, { id, body }) => {
    const user = await inTransaction(c, (tx, actor) => setUserCredits(tx, actor, id, body.credits));
    return ok(c, user, 'Credits updated successfully');
  },
);

usersArea.get(
  `${BASE}/{id}/activity`,
  { summary: "The user's activity, newest first", permission: 'users.read', entity: 'USER', query: userActivityQuery, data: userActivityListSchema },
  async (c, { id, query }) => ok(c, { activities: await userActivityList(c.get('deps').db, id, query.limit) }),
);

usersArea.get(
  `${BASE}/{id}/packages`,
  { summary: "The user's subscriptions", permission: 'users.read', entity: 'USER', data: userSubscriptionListSchema },
  async (c, { id }) => ok(c, { subscriptions: await userSubscriptions(c.get('deps').db, id) }),
);

usersArea.post(
  `${BASE}/{id}/packages`,
  {
    summary: 'Give the user a package (its credits are added)',
    permission: 'users.credits',
    entity: 'USER',
    body: addPackageSchema,
    data: addPackageResultSchema,
    status: 201,
    errors: { 409: 'The package is inactive' },
  },
  async (c, { id, body }) => {
    const result = await inTransaction(c, (tx, actor) => addUserPackage(tx, actor, id, body.packageId));
    return ok(c, result, 'Package added successfully!', 201);
  },
);
