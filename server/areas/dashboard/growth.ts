// Month-on-month growth, as the dashboard reports it.

/**
 * Percent change from `previous` to `current`, one decimal. Growth from nothing is
 * reported as 100 (docs/api.md "Dashboard"), nothing to nothing as 0.
 */
export function percentChange(previous: number, current: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  return change === 0 ? 0 : change; // no -0
}
