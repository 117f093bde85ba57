// Password hashing waits its turn: however many sign-ins come at once, at most
// PASSWORD_WORK_AT_ONCE argon2 computations run, and every one of them is answered.
import { expect, it } from 'vitest';
import { hashPassword, PASSWORD_WORK_AT_ONCE, passwordQueue, verifyPassword } from '../../server/security/passwords';

it('runs at most a few password computations at once, and answers all of them', async () => {
  passwordQueue.peak = 0;
  const stored = await hashPassword('Queue-Test-1');
  const results = await Promise.all(Array.from({ length: 16 }, (_, i) => verifyPassword(stored, i % 4 === 0 ? 'Queue-Test-1' : `wrong-${i}`)));
  expect(results.filter(Boolean)).toHaveLength(4);
  expect(passwordQueue.peak).toBe(PASSWORD_WORK_AT_ONCE);
  expect(passwordQueue.active).toBe(0);
  expect(passwordQueue.waiting).toHaveLength(0);
});
