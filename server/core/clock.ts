// The time every route and service reads: tests move it, production reads the system's.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
