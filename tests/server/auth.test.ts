import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/constants.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('returns the admin and a token for the right password', async () => {
    const res = await t.call('POST', '/api/admin/auth/login', { body: TEST_ADMIN });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.admin).toMatchObject({ email: TEST_ADMIN.email, firstName: 'Test', lastName: 'Admin', role: 'super_admin' });
    expect(res.json.data.admin).not.toHaveProperty('passwordHash');
    const me = await t.call('GET', '/api/admin/auth/me', { token: res.json.data.token });
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(TEST_ADMIN.email);
  });
});
