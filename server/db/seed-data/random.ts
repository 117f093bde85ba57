// Deterministic randomness for the seed: a mulberry32 stream per entity (so any chunking of
// the work gives the same rows) and UUIDs that are unique by construction.

/** murmur3's 32-bit finaliser: a bijection on uint32, good avalanche. */
export function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A stable 32-bit key for (seed, stream name, index). Distinct indexes give distinct keys. */
export function streamKey(seed: number, stream: string, index: number): number {
  let h = fmix32(seed >>> 0);
  for (let i = 0; i < stream.length; i++) h = fmix32(h ^ stream.charCodeAt(i));
  // fmix32 of (x + index) is a bijection of index for a fixed x.
  return fmix32((h + index) >>> 0);
}

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32: a float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of items) {
      r -= w;
      if (r < 0) return value;
    }
    return items[items.length - 1]![0];
  }
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const out: T[] = [];
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }
  /** A time between two instants (start when the range is empty). */
  between(start: number, end: number): number {
    return end <= start ? start : start + Math.floor(this.next() * (end - start));
  }
}

/** A random stream for one entity: the same (seed, stream, index) always gives the same values. */
export const rngFor = (seed: number, stream: string, index: number) => new Rng(streamKey(seed, stream, index));

// Hex digits by table: every row's id, and every id a row refers to, goes through here.
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex16 = (n: number) => HEX[(n >>> 8) & 255]! + HEX[n & 255]!;
const hex32 = (n: number) => hex16(n >>> 16) + hex16(n);

/**
 * A version-4-shaped UUID for the index-th row of a kind. The first 32 bits are a bijection
 * of the index, so ids of one kind never collide (up to 2^32 rows).
 */
export function seedUuid(seed: number, kind: string, index: number): string {
  const a = streamKey(seed, kind, index);
  const b = fmix32(a ^ 0x9e3779b9);
  const c = fmix32(b ^ 0x7f4a7c15);
  const d = fmix32(c ^ 0x94d049bb);
  const version = (b & 0x0fff) | 0x4000;
  const variant = ((c >>> 16) & 0x3fff) | 0x8000;
  return `${hex32(a)}-${hex16(b >>> 16)}-${hex16(version)}-${hex16(variant)}-${hex16(c)}${hex32(d)}`;
}
