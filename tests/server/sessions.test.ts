// An admin's own sessions: listed with the current one marked, ended one by one or all the
// others at once — and a live event stream on an ended session ends at once, not at its next
// keep-alive (20 s here, longer than the wait). Idle sessions end after the setting's
// minutes, an open live stream's keep-alives notwithstanding. Sign-in throttling holds under a
// burst of parallel wrong passwords.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminSessions } from '../../server/db/schema.js';
import { getSettings, putSettings } from '../../server/settings/store.js';
import { TEST_ADMIN } from '../support/constants.js';
import { liveStream } from '../support/live-stream.js';
import { useSignedInApp } from '../support/test-app.js';

describe('sessions', () => {
  const t = useSignedInApp();
  const stream = async (token: string) => {
    const s = liveStream(await t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${token}` } }));
    await s.ready();
    return s;
  };

  it('lists the admin’s sessions with the current one marked, and ends one (its stream too) at once', async () => {
    const other = await t.login();
    const s = await stream(other);
    const list = await t.call('GET', '/api/admin/auth/sessions', { token: t.token, headers: {} });
    expect(list.status).toBe(200);
    const sessions = list.json.data.sessions as { id: string; current: boolean; ipAddress: string; lastUsedAt: string }[];
    expect(sessions.filter((x) => x.current)).toHaveLength(1);
    const otherId = (await t.call('GET', '/api/admin/auth/sessions', { token: other })).json.data.sessions.find((x: { current: boolean }) => x.current).id;
    expect(sessions.map((x) => x.id)).toContain(otherId);

    expect((await t.call('DELETE', `/api/admin/auth/sessions/${otherId}`, { token: t.token })).status).toBe(200);
    await s.ended();
    expect((await t.call('GET', '/api/admin/auth/me', { token: other })).status).toBe(401);
    expect((await t.call('DELETE', `/api/admin/auth/sessions/${otherId}`, { token: t.token })).status).toBe(404);
    expect((await t.call('GET', '/api/admin/auth/me', { token: t.token })).status).toBe(200);
  });

  it('signs out every other session, and keeps this one', async () => {
    const others = [await t.login(), await t.login()];
    const streams = await Promise.all(others.map(stream));
    const res = await t.call('POST', '/api/admin/auth/sessions/revoke-others', { token: t.token });
    expect(res.json.data.revoked).toBeGreaterThanOrEqual(2);
    await Promise.all(streams.map((s) => s.ended()));
    for (const token of others) expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/auth/me', { token: t.token })).status).toBe(200);
  });

  it('ends a session unused for longer than Sign out after inactivity', async () => {
    await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), sessionIdleMinutes: 15 });
    try {
      const token = await t.login();
      t.clock.advance(14 * 60_000);
      expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);
      t.clock.advance(14 * 60_000);
      expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);
      t.clock.advance(16 * 60_000);
      expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    } finally {
      await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), sessionIdleMinutes: 480 });
    }
  });

  it('refuses Sign out after inactivity outside 15 to 1,440 minutes', async () => {
    for (const sessionIdleMinutes of [14, 1441]) {
      const res = await t.call('PUT', '/api/admin/settings', { token: t.token, body: { section: 'security', settings: { sessionIdleMinutes } } });
      expect(res.status).toBe(400);
      expect(res.json.errors.sessionIdleMinutes).toBe('Sign out after inactivity must be between 15 and 1440 minutes');
    }
  });
});

describe('inactivity with a live stream open', () => {
  const t = useSignedInApp({ config: { liveKeepAliveMs: 50 } });

  it('a tab left open is no activity: the stream closes past the idle limit and the session answers 401', async () => {
    await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), sessionIdleMinutes: 15 });
    try {
      const token = await t.login();
      const sessionId = decodeJwt(token).sid as string;
      const lastUsed = async () => (await t.db.select().from(adminSessions).where(eq(adminSessions.id, sessionId)))[0]!.lastUsedAt;
      const signedInAt = await lastUsed();
      const s = liveStream(await t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${token}` } }));
      await s.ready();
      // 15 minutes of keep-alives, each checking the session: it stays, and so does its last use.
      for (let i = 0; i < 3; i++) {
        t.clock.advance(5 * 60_000);
        await s.keepAlives();
      }
      expect(await lastUsed()).toEqual(signedInAt);
      t.clock.advance(60_000);
      await s.ended();
      expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    } finally {
      await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), sessionIdleMinutes: 480 });
    }
  });
});

describe('a burst of wrong passwords', () => {
  const t = useSignedInApp();

  it('gets at most maxLoginAttempts answers of 401, the rest 429 with Retry-After', async () => {
    const { maxLoginAttempts } = await getSettings(t.db, 'security');
    t.clock.advance(1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('POST', '/api/admin/auth/login', {
          body: { email: TEST_ADMIN.email, password: `wrong-${i}` },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(maxLoginAttempts);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50 - maxLoginAttempts);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits now.
    expect((await t.call('POST', '/api/admin/auth/login', { body: TEST_ADMIN })).status).toBe(429);
  });
});
