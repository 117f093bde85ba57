// Fixed values of the test database snapshot (test-only: never used by the product).
export const TEST_ADMIN = { email: 'admin@example.com', password: 'Test-Admin-Password-1' };
/** The snapshot's clock: seeded data is relative to this instant. */
export const TEST_NOW = new Date('2026-11-21T05:00:00.000Z');
/** Users in the test snapshot (the seed scales everything else from it). */
export const TEST_SEED_USERS = 40;
