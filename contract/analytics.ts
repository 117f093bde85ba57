// The charts' series: figures per business day (or month) over a period, read from
// the counters. A period is the last 7, 30 or 90 business days or 12 business months, today's
// included; "the period before" is as long and ends where it starts.
import { z } from 'zod';
import { count } from './fields.js';
import type { Permission } from './permissions.js';

export const PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

export const periodQuery = z.object({
  period: z.enum(PERIODS, { message: `Period must be one of ${PERIODS.join(', ')}` }).default(DEFAULT_PERIOD),
});

/** A bucket's key: a business day (YYYY-MM-DD) or, for 12m, a business month (YYYY-MM). */
const bucketKey = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);
const periodFields = {
  period: z.enum(PERIODS),
  unit: z.enum(['day', 'month']).meta({ description: 'The bucket of each point: a business day, or a business month for 12m' }),
};

/** A dashboard figure's description: it is absent for a role without its permission (a zero would read as data). */
export const onlyWith = (permission: Permission, what: string) => `${what}; only for a role with ${permission}, absent otherwise`;

export const dashboardSeriesSchema = z.object({
  ...periodFields,
  points: z.array(
    z.object({
      key: bucketKey,
      previousKey: bucketKey.meta({ description: 'The same place in the period before' }),
      revenue: count
        .optional()
        .meta({ description: onlyWith('orders.read', 'VND paid in this bucket (PAID and VERIFIED orders, by the day the money arrived)') }),
      previousRevenue: count.optional().meta({ description: onlyWith('orders.read', 'VND paid in the same bucket of the period before') }),
      users: count.optional().meta({ description: onlyWith('users.read', 'Sign-ups') }),
      cvs: count.optional().meta({ description: onlyWith('cvs.read', 'CVs created') }),
    }),
  ),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;

/** Orders per status, by the day they were created; EXPIRED is a PENDING order past its time. */
const statusCounts = { PENDING: count, PAID: count, VERIFIED: count, EXPIRED: count, CANCELLED: count };

export const orderSeriesSchema = z.object({
  ...periodFields,
  points: z.array(z.object({ key: bucketKey, ...statusCounts })),
  funnel: z
    .object({ created: count, paid: count, verified: count, pending: count, expired: count, cancelled: count })
    .meta({ description: 'The orders created in the period: paid counts the verified too' }),
  byPackage: z.array(z.object({ packageId: z.uuid(), name: z.string(), nameEn: z.string(), currency: z.string(), orders: count, revenue: count })),
});
export type OrderSeries = z.infer<typeof orderSeriesSchema>;

export const userSeriesSchema = z.object({
  ...periodFields,
  points: z.array(z.object({ key: bucketKey, signups: count, verified: count.meta({ description: 'Of those, email verified now' }) })),
  totals: z.object({ verified: count, unverified: count }),
});
export type UserSeries = z.infer<typeof userSeriesSchema>;

export const packageSeriesSchema = z.object({
  currency: z.string(),
  months: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), sales: count, revenue: count.optional().meta({ description: 'Absent without orders.read' }) }),
  ),
});
export type PackageSeries = z.infer<typeof packageSeriesSchema>;
