// The seed's shared state: the seed, the periods relative to now, the catalogue, and a counter
// per kind of row, so the rows of each kind are numbered (and their ids drawn) in the order
// they are generated. Every user's rows still come from that user's own random stream.
import { seedUuid } from '../seed-data/random.js';
import { type Periods, periods } from '../seed-data/time.js';
import { type PackageRow, packageRows } from './packages.js';
import { type TemplateRef, templateRefs } from './templates.js';

export type RowKind = 'cv' | 'order' | 'payment' | 'subscription' | 'credit' | 'activity' | 'event' | 'outbox';
export type OrderState = 'VERIFIED' | 'PAID' | 'LIVE' | 'EXPIRED' | 'CANCELLED';

export interface GeneratorState {
  n: Record<RowKind, number>;
  missingStates: OrderState[];
}

/** The generator: deterministic, sequential (counters number the rows of each kind). */
export class Generator {
  readonly p: Periods;
  readonly packages: PackageRow[];
  readonly templates: TemplateRef[];
  /** Rows of each kind generated so far. */
  readonly n: Record<RowKind, number> = { cv: 0, order: 0, payment: 0, subscription: 0, credit: 0, activity: 0, event: 0, outbox: 0 };
  /** Order states not seen yet: the first orders old enough take them, so every state exists at any scale. */
  readonly missingStates = new Set<OrderState>(['VERIFIED', 'PAID', 'LIVE', 'EXPIRED', 'CANCELLED']);

  constructor(
    readonly seed: number,
    now: Date,
  ) {
    this.p = periods(now);
    this.packages = packageRows(seed, this.p);
    this.templates = templateRefs(seed, this.p);
  }

  /** What the next user's rows depend on besides their own random stream (sent between threads). */
  state(): GeneratorState {
    return { n: { ...this.n }, missingStates: [...this.missingStates] };
  }

  /** Continues from a state(), e.g. one another thread reached. */
  resume(state: GeneratorState) {
    Object.assign(this.n, state.n);
    this.missingStates.clear();
    for (const s of state.missingStates) this.missingStates.add(s);
  }

  /** The next id of a kind of row. */
  id(kind: RowKind) {
    return seedUuid(this.seed, kind, this.n[kind]++);
  }
}
