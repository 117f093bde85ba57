// The signed-in admin's own account beyond the profile (extension): two-factor sign-in and
// sessions. The bodies and answers are auth.ts's; these are the routes (contract/route.ts).
import { z } from 'zod';
import {
  AUTH,
  recoveryCodesSchema,
  sessionListSchema,
  sessionsRevokedSchema,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorSetupSchema,
} from './auth.js';
import { route } from './route.js';

export const accountRoutes = {
  startTwoFactor: route({
    method: 'post',
    path: `${AUTH}/two-factor/setup`,
    summary: 'Start setting up two-factor sign-in: a new secret for an authenticator app',
    permission: 'account',
    openDuringSetup: true,
    data: twoFactorSetupSchema,
    errors: { 409: 'Two-factor sign-in is already on' },
  }),
  enableTwoFactor: route({
    method: 'post',
    path: `${AUTH}/two-factor/enable`,
    summary: 'Turn two-factor sign-in on with a first code and the password; answers the recovery codes, once (the other sessions end)',
    permission: 'account',
    openDuringSetup: true,
    body: twoFactorEnableBody,
    data: recoveryCodesSchema,
    errors: { 409: 'Already on, or no set-up started', 429: 'Too many wrong passwords: wait for Retry-After seconds' },
  }),
  disableTwoFactor: route({
    method: 'post',
    path: `${AUTH}/two-factor/disable`,
    summary: 'Turn two-factor sign-in off (the password confirms it; the other sessions end)',
    permission: 'account',
    body: twoFactorDisableBody,
    data: z.null(),
    errors: { 409: 'Not on, or required by Settings › Security', 429: 'Too many wrong passwords: wait for Retry-After seconds' },
  }),
  sessions: route({
    method: 'get',
    path: `${AUTH}/sessions`,
    summary: "The admin's sessions, the current one marked",
    permission: 'account',
    data: sessionListSchema,
  }),
  endSession: route({
    method: 'delete',
    path: `${AUTH}/sessions/{id}`,
    summary: 'Sign out one of the admin’s sessions',
    permission: 'account',
    entity: 'SESSION',
    data: z.null(),
  }),
  endOtherSessions: route({
    method: 'post',
    path: `${AUTH}/sessions/revoke-others`,
    summary: 'Sign out every other session of the admin',
    permission: 'account',
    data: sessionsRevokedSchema,
  }),
};
