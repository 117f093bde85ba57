// The signed-in admin's own account beyond the profile: two-factor sign-in and sessions.
import { accountRoutes } from '../../../contract/account.js';
import { ok } from '../../http/envelope.js';
import { actorOf, inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { getSettings } from '../../settings/store.js';
import { confirmPassword } from '../auth/service.js';
import { checkSetupCode, startSetup } from '../auth/two-factor.js';
import { assertCanDisable, disableTwoFactor, enableTwoFactor, endOtherSessions, endSession, listSessions } from './service.js';

export const accountArea = defineArea({
  name: 'Account',
  description: "The signed-in admin's two-factor sign-in and sessions (extension).",
});

accountArea.bind(accountRoutes.startTwoFactor, async (c) => {
  const { siteName } = await getSettings(c.get('deps').db, 'general');
  return ok(c, await inTransaction(c, (tx, actor) => startSetup(tx, actor, c.get('admin'), siteName)));
});

accountArea.bind(accountRoutes.enableTwoFactor, async (c, { body }) => {
  const { db, config, clock } = c.get('deps');
  const admin = c.get('admin');
  checkSetupCode(admin, body.code, clock.now());
  const attempt = await confirmPassword(db, actorOf(c), admin, body.password, config.ipLoginLimit, 'two_factor_enable');
  const recoveryCodes = await inTransaction(c, (tx, actor) => enableTwoFactor(tx, actor, admin, body.code, attempt, c.get('sessionId')));
  c.header('Cache-Control', 'no-store');
  return ok(c, { recoveryCodes }, 'Two-factor sign-in is on');
});

accountArea.bind(accountRoutes.disableTwoFactor, async (c, { body }) => {
  const { db, config } = c.get('deps');
  const admin = c.get('admin');
  assertCanDisable(admin, c.get('twoFactorEnforced'));
  const attempt = await confirmPassword(db, actorOf(c), admin, body.password, config.ipLoginLimit, 'two_factor_disable');
  await inTransaction(c, (tx, actor) => disableTwoFactor(tx, actor, admin, attempt, c.get('sessionId')));
  return ok(c, null, 'Two-factor sign-in is off');
});

accountArea.bind(accountRoutes.sessions, async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, { sessions: await listSessions(db, clock.now(), c.get('admin').id, c.get('sessionId')) });
});

accountArea.bind(accountRoutes.endSession, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => endSession(tx, actor, c.get('admin').id, id));
  return ok(c, null, 'Session signed out');
});

accountArea.bind(accountRoutes.endOtherSessions, async (c) => {
  const revoked = await inTransaction(c, (tx, actor) => endOtherSessions(tx, actor, c.get('admin').id, c.get('sessionId')));
  return ok(c, { revoked }, 'Other sessions signed out');
});
