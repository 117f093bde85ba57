// What of the dashboard an admin's role may read (issue 28): each part at the permission of its
// source, so a role reads there no more than the lists it may open would show it.
import { can } from '../../../contract/permissions.js';

export interface DashboardAccess {
  users: boolean;
  cvs: boolean;
  /** Money and orders: revenue, pending orders and payments. */
  orders: boolean;
  templates: boolean;
}
export type DashboardPart = keyof DashboardAccess;

export const dashboardAccess = (role: string): DashboardAccess => ({
  users: can(role, 'users.read'),
  cvs: can(role, 'cvs.read'),
  orders: can(role, 'orders.read'),
  templates: can(role, 'templates.read'),
});

/** `values` when the role may read them, none otherwise: a list of counters to read. */
export const when = <T>(allowed: boolean, ...values: T[]): T[] => (allowed ? values : []);
