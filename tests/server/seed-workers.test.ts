// The bulk load's worker threads (server/db/seed/parallel.ts): every range of users reaches the
// writer once and in order, and a write the server refuses ends the load with its error
// rather than leaving it waiting on workers.
import { describe, expect, it } from 'vitest';
import type { Encoded } from '../../server/db/seed-data/copy.js';
import { Generator } from '../../server/db/seed/generator.js';
import { generateInWorkers } from '../../server/db/seed/parallel.js';
import { TEST_NOW } from '../support/constants.js';

const generator = () => new Generator(7, new Date(TEST_NOW));

describe('users generated in worker threads', () => {
  it('hands every range to the writer once, in order, as COPY text of its tables', async () => {
    const ranges: { to: number; tables: string[]; rows: number }[] = [];
    const write = async (parts: Encoded[], to: number, rows: number) => {
      ranges.push({ to, tables: parts.map((p) => p.table), rows });
      expect(parts.every((p) => p.bytes.length > 0 && p.bytes.at(-1) === 0x0a)).toBe(true);
    };
    await generateInWorkers({ gen: generator(), users: 23, chunkUsers: 5, workers: 2, write });
    expect(ranges.map((r) => r.to)).toEqual([5, 10, 15, 20, 23]);
    expect(ranges.every((r) => r.tables[0] === 'users' && r.rows > 5)).toBe(true);
  });

  it('ends with the error of a write the server refused, without generating the rest', async () => {
    let writes = 0;
    const write = async () => {
      if (++writes === 3) throw new Error('the server refused the rows');
    };
    await expect(generateInWorkers({ gen: generator(), users: 200, chunkUsers: 5, workers: 2, write })).rejects.toThrow('the server refused the rows');
    expect(writes).toBe(3);
  });
});
