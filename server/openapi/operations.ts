// Every route the server answers, one entry each, grouped by spec §7's areas (a route added
// to the app without an entry here fails tests/server/openapi.test.ts). Schemas come from
// the contract; the document is built from this table by document.ts.
import { z } from 'zod';
import { adminSchema, changePasswordBody, freshTokenSchema, loginBody, loginResultSchema, profileBody } from '../../contract/auth.js';
import { auditAdminsSchema, auditEntrySchema, auditLogListSchema, auditLogQuery } from '../../contract/audit-log.js';
import { emailTestBody, emailTestResultSchema, userEmailsResponseSchema, verificationQueuedSchema, verifyEmailQuery } from '../../contract/mail-schemas.js';
import { dashboardSchema, healthSchema, registrationsQuery, registrationsSchema } from '../../contract/dashboard.js';
import { deletedIdResult, updatedResult } from '../../contract/envelope.js';
import { paginationSchema } from '../../contract/lists.js';
import { SETTINGS_SECTIONS, settingsResponseSchema, settingsSavedSchema, settingsUpdateSchemas } from '../../contract/settings.js';
import {
  addPackageResultSchema,
  addPackageSchema,
  creditCountsSchema,
  tempPasswordSchema,
  userActivityListSchema,
  userActivityQuery,
  userActivitySchema,
  userCreditsSchema,
  userFilterQuery,
  userIdsSchema,
  userListQuery,
  userListSchema,
  userPatchBody,
  userSchema,
  userStatsSchema,
  userSubscriptionListSchema,
  userSubscriptionSchema,
} from '../../contract/users.js';
import type { Area, Route, RouteDoc } from '../http/route.js';

// Transitional: the routes not yet declared in their area, as areas without handlers.
type OpSpec = Omit<RouteDoc, 'summary'> & { query?: z.ZodType; body?: z.ZodType; params?: Record<string, z.ZodType>; public?: true };
function op(route: string, summary: string, spec: OpSpec = {}): Route {
  const [method, path] = route.split(' ') as [string, string];
  return {
    ...spec,
    summary,
    method: method.toLowerCase() as Route['method'],
    path,
    handle: () => {
      throw new Error('legacy');
    },
  };
}
const tag = (name: string, description: string, routes: Route[]): Area => ({ tag: { name, description }, routes });
import { DOCS_FILES } from './swagger-ui.js';

const CSV = { type: 'text/csv', description: "A CSV file (header row; cells starting with = + - @ are prefixed with ')" };
const ok = z.null();

/** Response entities shown by name in the document. */
export const COMPONENTS = {
  Pagination: paginationSchema,
  Admin: adminSchema,
  Settings: settingsResponseSchema,
  AuditEntry: auditEntrySchema,
};

/** PUT /settings as a reader wants it: per section, the fields that section takes. */
const settingsSave = z.union(SETTINGS_SECTIONS.map((section) => z.object({ section: z.literal(section), settings: settingsUpdateSchemas[section] })));

export const LEGACY_AREAS: Area[] = [
  tag('Authentication', 'Sign-in, the signed-in admin, sign-out. The token goes in `Authorization: Bearer …` on every other admin call.', [
    op('POST /api/admin/auth/login', 'Sign in', {
      public: true,
      body: loginBody,
      data: loginResultSchema,
      errors: { 401: 'Invalid email or password (the same for an unknown email)', 429: 'Too many failed attempts: wait for Retry-After seconds' },
    }),
    op('GET /api/admin/auth/me', 'The signed-in admin', { data: adminSchema }),
    op('PUT /api/admin/auth/profile', "Change the admin's own name or email", {
      body: profileBody,
      data: adminSchema,
      errors: { 409: 'Email is already in use' },
    }),
    op('PUT /api/admin/auth/change-password', 'Change the password (every session ends; a fresh token is returned)', {
      body: changePasswordBody,
      data: freshTokenSchema,
    }),
    op('POST /api/admin/auth/logout', 'Sign out (the token is revoked)', { data: ok }),
  ]),
  tag('Dashboard', 'Totals, growth, recent activity and health.', [
    op('GET /api/admin/dashboard', 'Overview, growth and the 10 newest activities', { data: dashboardSchema }),
    op('GET /api/admin/dashboard/registrations', 'The newest registrations', { query: registrationsQuery, data: registrationsSchema }),
    op('GET /api/admin/dashboard/health', 'Server and database health, and the mail queue', { data: healthSchema }),
    op('GET /healthz', 'Liveness for a load balancer (extension): the database answers', {
      public: true,
      file: { type: 'application/json', description: '`{"status":"ok"}`' },
      errors: { 503: ['The database does not answer: `{"status":"unavailable"}`', 'application/json'] },
    }),
  ]),
  tag('Settings', 'System settings, one section at a time; secrets come back masked.', [
    op('GET /api/admin/settings', 'Every section, secrets masked', { data: settingsResponseSchema }),
    op('PUT /api/admin/settings', 'Save one section (an omitted or masked secret keeps its value)', { body: settingsSave, data: settingsSavedSchema }),
    op(
      'POST /api/admin/settings/email/test',
      "Send a test email to the signed-in admin at once, with the Email form's values over the stored ones (extension)",
      {
        body: emailTestBody,
        data: emailTestResultSchema,
        errors: { 502: 'The SMTP server refused the message or could not be reached (the reason in words)' },
      },
    ),
  ]),
  tag('Audit log', 'Every admin write, sign-in and sign-out (extension).', [
    op('GET /api/admin/audit-log', 'The audit trail, newest first (counted up to a cap, like the other lists)', {
      query: auditLogQuery,
      data: auditLogListSchema,
    }),
    op('GET /api/admin/audit-log/admins', 'Every admin, for the admin filter', { data: auditAdminsSchema }),
    op('GET /api/admin/audit-log/{id}', 'One entry with its before and after', { params: { id: z.string().regex(/^\d{1,15}$/) }, data: auditEntrySchema }),
  ]),
  tag('Documentation', 'This document and its reference page.', [
    op('GET /api/openapi.json', 'This OpenAPI document', { public: true, file: { type: 'application/json', description: 'The OpenAPI 3.1 document' } }),
    op('GET /api/docs', 'The API reference page', { public: true, file: { type: 'text/html', description: 'Swagger UI on this document' } }),
    op('GET /api/docs/{asset}', "A file of the reference page (Swagger UI's, served from this server)", {
      public: true,
      params: { asset: z.enum(Object.keys(DOCS_FILES) as [string, ...string[]]) },
      file: { type: ['text/javascript', 'text/css', 'image/png'], description: 'The file' },
    }),
  ]),
];

export const API_DESCRIPTION = `The API of the CV Builder admin panel (spec §7, with the reference server's decisions of API.md).

- **Envelope**: every JSON response is \`{ "success": true, "data": …, "message"?: "…" }\`; an error is \`{ "success": false, "message": "…", "errors"?: { "field": "message" } }\`.
- **Authentication**: \`POST /api/admin/auth/login\` returns a token; send it as \`Authorization: Bearer <token>\` on every \`/api/admin/*\` call and on the admin \`/api/contact\` calls.
- **Lists**: \`page\` (1-based), \`limit\` (at most 100), filters, \`sort\` and \`order\`; the response carries the rows, \`pagination\` and, for most lists, \`stats\` over the whole collection. A search counted past 10,000 matches reports \`pagination.totalIsLowerBound: true\`: \`total\` is then the number of matches known to exist at least.
- **Errors**: 400 invalid input, 401 no or bad token, 404 unknown id, 409 not allowed now, 413 too large, 415 wrong content type, 429 throttled.`;
