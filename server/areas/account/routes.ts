// The signed-in admin's own account beyond the profile: two-factor sign-in and sessions.
import {
  recoveryCodesSchema,
  sessionListSchema,
  sessionsRevokedSchema,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorSetupSchema,
} from '../../../contract/auth.js';
import { z } from 'zod';
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

const BASE = '/api/admin/auth';

accountArea.post(
  `${BASE}/two-factor/setup`,
  {
    summary: 'Start setting up two-factor sign-in: a new secret for an authenticator app',
    permission: 'account',
    openDuringSetup: true,
    data: twoFactorSetupSchema,
    errors: { 409: 'Two-factor sign-in is already on' },
  },
  async (c) => {
    const { siteName } = await getSettings(c.get('deps').db, 'general');
    return ok(c, await inTransaction(c, (tx, actor) => startSetup(tx, actor, c.get('admin'), siteName)));
  },
);

accountArea.post(
  `${BASE}/two-factor/enable`,
  {
    summary: 'Turn two-factor sign-in on with a first code and the password; answers the recovery codes, once (the other sessions end)',
    permission: 'account',
    openDuringSetup: true,
    body: twoFactorEnableBody,
    data: recoveryCodesSchema,
    errors: { 409: 'Already on, or no set-up started', 429: 'Too many wrong passwords: wait for Retry-After seconds' },
  },
  async (c, { body }) => {
    const { db, config, clock } = c.get('deps');
    const admin = c.get('admin');
    checkSetupCode(admin, body.code, clock.now());
    const attempt = await confirmPassword(db, actorOf(c), admin, body.password, config.ipLoginLimit, 'two_factor_enable');
    const recoveryCodes = await inTransaction(c, (tx, actor) => enableTwoFactor(tx, actor, admin, body.code, attempt, c.get('sessionId')));
    c.header('Cache-Control', 'no-store');
    return ok(c, { recoveryCodes }, 'Two-factor sign-in is on');
  },
);

accountArea.post(
  `${BASE}/two-factor/disable`,
  {
    summary: 'Turn two-factor sign-in off (the password confirms it; the other sessions end)',
    permission: 'account',
    body: twoFactorDisableBody,
    data: z.null(),
    errors: { 409: 'Not on, or required by Settings › Security', 429: 'Too many wrong passwords: wait for Retry-After seconds' },
  },
  async (c, { body }) => {
    const { db, config } = c.get('deps');
    const admin = c.get('admin');
    assertCanDisable(admin, c.get('twoFactorEnforced'));
    const attempt = await confirmPassword(db, actorOf(c), admin, body.password, config.ipLoginLimit, 'two_factor_disable');
    await inTransaction(c, (tx, actor) => disableTwoFactor(tx, actor, admin, attempt, c.get('sessionId')));
    return ok(c, null, 'Two-factor sign-in is off');
  },
);

accountArea.get(`${BASE}/sessions`, { summary: "The admin's sessions, the current one marked", permission: 'account', data: sessionListSchema }, async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, { sessions: await listSessions(db, clock.now(), c.get('admin').id, c.get('sessionId')) });
});

accountArea.delete(
  `${BASE}/sessions/{id}`,
  { summary: 'Sign out one of the admin’s sessions', permission: 'account', entity: 'SESSION', data: z.null() },
  async (c, { id }) => {
    await inTransaction(c, (tx, actor) => endSession(tx, actor, c.get('admin').id, id));
    return ok(c, null, 'Session signed out');
  },
);

accountArea.post(
  `${BASE}/sessions/revoke-others`,
  { summary: 'Sign out every other session of the admin', permission: 'account', data: sessionsRevokedSchema },
  async (c) => {
    const revoked = await inTransaction(c, (tx, actor) => endOtherSessions(tx, actor, c.get('admin').id, c.get('sessionId')));
    return ok(c, { revoked }, 'Other sessions signed out');
  },
);
