// The bulk load's COPY text: its timestamps are exactly what toISOString() writes.
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../server/db/seed-data/copy.js';

describe('isoTimestamp', () => {
  it('writes what toISOString() writes', () => {
    const instants = [0, -1, 1, 951_782_400_000, 1_764_201_599_999, 1_764_201_600_000, -62_167_219_200_000, 253_402_300_799_999];
    let x = 0x2545f491;
    for (let i = 0; i < 20_000; i++) {
      x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
      instants.push(1_600_000_000_000 + x * 97);
    }
    for (const ms of instants) expect(isoTimestamp(new Date(ms))).toBe(new Date(ms).toISOString());
  });
});
