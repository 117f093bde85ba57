// The seed's ids: a benchmark database seeded before stays the same database (its ids are
// pinned here), and ids of one kind never collide.
import { describe, expect, it } from 'vitest';
import { seedUuid } from '../../server/db/seed-data/random.js';

describe('seedUuid', () => {
  it('gives the ids it always gave', () => {
    expect(seedUuid(20_261_121, 'user', 0)).toBe('f18af73b-bc66-4651-9638-69d783debbe6');
    expect(seedUuid(20_261_121, 'cv', 123_456)).toBe('8d1b1358-2794-411e-abab-a6f65960b1c3');
    expect(seedUuid(7, 'activity', 4_294_967_295)).toBe('0498fb0f-79ad-43ec-93b8-9a57de53e9d4');
  });

  it('gives version-4-shaped ids, distinct within a kind', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => seedUuid(1, 'order', i));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
