// The OpenAPI document: public, valid OpenAPI 3.1, an entry for every route the app answers,
// and response schemas that accept what the server really sends (one real call per route,
// its body checked against the documented schema with a JSON Schema 2020-12 validator).
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crudPath } from '../../contract/crud.js';
import { PACKAGE_DEFAULTS } from '../../contract/packages.js';
import { CRUD_RESOURCES, type CrudResource } from '../../contract/registry.js';
import { admins, auditLog, contacts, cvs, orders, packages, settings, templates, users } from '../../server/db/schema.js';
import { putSettings } from '../../server/settings/store.js';
import { DEFAULT_SETTINGS } from '../../contract/settings.js';
import { signPayload } from '../../server/areas/orders/webhook.js';
import { TEST_ADMIN } from '../support/constants.js';
import { hashPassword } from '../../server/security/passwords.js';
import { Secret, TOTP } from 'otpauth';
import { type TestApp, useSignedInApp } from '../support/test-app.js';

const SECRET = 'openapi-test-webhook-secret';
const TF_PASSWORD = 'OpenApi-Two-Factor-1';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };

const t = useSignedInApp({ config: { paymentWebhookSecret: SECRET } });
/** The email settings before the reply sample set them up. */
let savedEmail: Record<string, unknown> | undefined;
const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: t.clock.now().getTime() });
let doc: Doc;
beforeAll(async () => {
  doc = (await t.call('GET', '/api/openapi.json')).json;
});

/**
 * "GET /api/admin/users/{id}" for every route of the app: middleware and the 404 fallback
 * are ALL; the SPA's routes are absent (the test app serves no SPA).
 */
function answeredRoutes(app: TestApp['app']): string[] {
  const routes = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(routes)].sort();
}

const documentedRoutes = (d: Doc) =>
  Object.entries(d.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('GET /api/openapi.json', () => {
  it('is served without a token and validates as OpenAPI 3.1', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(res.json);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const gzipped = await t.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
  });

  it('has an entry for every route the server answers, and none for a route it does not', () => {
    const answered = answeredRoutes(t.app);
    const documented = documentedRoutes(doc);
    expect(answered.length).toBeGreaterThan(70);
    expect(
      answered.filter((r) => !documented.includes(r)),
      'routes with no entry in server/openapi/operations.ts',
    ).toEqual([]);
    expect(
      documented.filter((r) => !answered.includes(r)),
      'entries in server/openapi/operations.ts for routes the server does not answer',
    ).toEqual([]);
  });

  it('says which routes need the bearer token, and the admin routes refuse a call without one', async () => {
    const spec = doc as unknown as { paths: Record<string, Record<string, { security?: unknown[] }>>; components: { securitySchemes: object } };
    expect(spec.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    const guarded = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, o]) => !o.security)
        .map(([method]) => [method, path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')] as const),
    );
    expect(guarded.length).toBeGreaterThan(60);
    for (const [method, path] of guarded) {
      const res = await t.call(method.toUpperCase(), path);
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });

  it('documents pagination.totalIsLowerBound on the list envelope', () => {
    const pagination = (doc as unknown as { components: { schemas: Record<string, { properties: Record<string, object>; required: string[] }> } }).components
      .schemas.Pagination!;
    expect(pagination.properties.totalIsLowerBound).toMatchObject({ type: 'boolean', const: true });
    expect(pagination.required).not.toContain('totalIsLowerBound');
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from this server under a CSP that allows only itself', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)|https?:/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const src of sources) {
      expect(src).toMatch(/^\/api\/docs\//);
      const asset = await t.app.request(src);
      expect([src, asset.status]).toEqual([src, 200]);
    }
    const bundle = await t.app.request('/api/docs/swagger-ui-bundle.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await t.call('GET', '/api/docs/package.json')).status).toBe(404);
    expect((await t.call('GET', '/api/docs/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});

/** What one sample call sends; the admin token unless told. */
interface Sample {
  path: string;
  body?: unknown;
  form?: FormData | URLSearchParams;
  headers?: Record<string, string>;
  token?: string | null;
  /** The status the sample is after; by default the documented success. */
  status?: number;
  /** A stream that does not end (SSE): read the headers, then let go. */
  stream?: true;
}

describe("the document's response schemas", () => {
  // Rows each sample works on, so no two samples touch the same record.
  const f = {} as Record<string, string>;
  beforeAll(async () => {
    const pick = async (rows: Promise<{ id: string }[]>, names: string[]) => {
      const found = await rows;
      names.forEach((name, i) => {
        if (!found[i]) throw new Error(`fixture ${name} missing in the test snapshot`);
        f[name] = found[i]!.id;
      });
    };
    await pick(t.db.select({ id: users.id }).from(users).where(eq(users.emailVerified, true)).orderBy(asc(users.email)).limit(5), [
      'user',
      'userDeleted',
      'userBulk1',
      'userBulk2',
      'userActive',
    ]);
    await pick(t.db.select({ id: users.id }).from(users).where(eq(users.emailVerified, false)).limit(1), ['userUnverified']);
    await pick(t.db.select({ id: cvs.id }).from(cvs).where(isNotNull(cvs.templateId)).orderBy(asc(cvs.createdAt)).limit(3), ['cv', 'cvDeleted', 'cvBulk']);
    await pick(t.db.select({ id: packages.id }).from(packages).where(eq(packages.isActive, true)).limit(1), ['package']);
    await pick(
      t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'PAID'), isNotNull(orders.userId)))
        .limit(1),
      ['orderPaid'],
    );
    await pick(
      t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), gt(orders.expiresAt, t.clock.now())))
        .limit(1),
      ['orderPending'],
    );
    await pick(t.db.select({ id: templates.id }).from(templates).orderBy(asc(templates.createdAt)).limit(1), ['template']);
    await pick(t.db.select({ id: contacts.id }).from(contacts).orderBy(asc(contacts.createdAt)).limit(4), [
      'contact',
      'contactDeleted',
      'contactBulk1',
      'contactBulk2',
    ]);
  });

  const packageBody = {
    ...PACKAGE_DEFAULTS,
    name: 'Gói OpenAPI',
    nameEn: 'OpenAPI',
    description: 'Mô tả',
    descriptionEn: 'About',
    price: 10_000,
    features: ['Một'],
    featuresEn: ['One'],
  };
  const templateBody = { name: 'OpenAPI sample', description: 'A template made by the OpenAPI test', category: 'modern' };
  const webhook = JSON.stringify({ orderCode: 'NO-SUCH-ORDER', amount: 1000, transactionId: 'openapi-sample' });

  /**
   * One real call per documented route, in the document's order (a create comes before the
   * delete that uses what it made). A route added to the document needs a sample here.
   */
  const samples: Record<string, () => Sample | Promise<Sample>> = {
    'POST /api/admin/auth/login': () => ({ path: '/api/admin/auth/login', body: TEST_ADMIN, token: null }),
    'GET /api/admin/auth/me': () => ({ path: '/api/admin/auth/me' }),
    'GET /api/admin/dashboard/series': () => ({ path: '/api/admin/dashboard/series?period=12m' }),
    'GET /api/admin/users/series': () => ({ path: '/api/admin/users/series?period=7d' }),
    'GET /api/admin/events': () => ({ path: '/api/admin/events', stream: true }),
    'PUT /api/admin/auth/profile': () => ({ path: '/api/admin/auth/profile', body: { firstName: 'Test' } }),
    // Every session ends (the sample's token is replaced by the one it returns). The new
    // password must differ: changed to a temporary one first, the sample changes it back.
    'PUT /api/admin/auth/change-password': async () => {
      const temporary = 'Temporary-Password-1';
      const first = await t.call('PUT', '/api/admin/auth/change-password', {
        token: t.token,
        body: { currentPassword: TEST_ADMIN.password, newPassword: temporary },
      });
      return { path: '/api/admin/auth/change-password', token: first.json.data.token, body: { currentPassword: temporary, newPassword: TEST_ADMIN.password } };
    },
    'POST /api/admin/auth/login/two-factor': async () => {
      // An owner with two-factor sign-in on (set up directly); the second step with a current code.
      const secret = new Secret({ size: 20 }).base32;
      const [admin] = await t.db
        .insert(admins)
        .values({
          email: 'openapi.tf@example.com',
          passwordHash: await hashPassword(TF_PASSWORD),
          firstName: 'Open',
          lastName: 'Api',
          role: 'owner',
          twoFactorSecret: secret,
          twoFactorEnabledAt: t.clock.now(),
        })
        .returning();
      f.tfAdmin = admin!.id;
      const first = await t.call('POST', '/api/admin/auth/login', { body: { email: 'openapi.tf@example.com', password: TF_PASSWORD } });
      return { path: '/api/admin/auth/login/two-factor', token: null, body: { challengeToken: first.json.data.challengeToken, code: totpCode(secret) } };
    },
    'POST /api/admin/auth/logout': async () => ({ path: '/api/admin/auth/logout', token: await t.login() }),
    'POST /api/admin/auth/two-factor/setup': async () => {
      await t.db
        .insert(admins)
        .values({ email: 'openapi.setup@example.com', passwordHash: await hashPassword(TF_PASSWORD), firstName: 'Set', lastName: 'Up', role: 'content' });
      f.setupToken = await t.login('openapi.setup@example.com', TF_PASSWORD);
      return { path: '/api/admin/auth/two-factor/setup', token: f.setupToken };
    },
    'POST /api/admin/auth/two-factor/enable': () => ({
      path: '/api/admin/auth/two-factor/enable',
      token: f.setupToken,
      body: { code: totpCode(f.setupSecret!), password: TF_PASSWORD },
    }),
    'POST /api/admin/auth/two-factor/disable': () => ({ path: '/api/admin/auth/two-factor/disable', token: f.setupToken, body: { password: TF_PASSWORD } }),
    'GET /api/admin/auth/sessions': () => ({ path: '/api/admin/auth/sessions' }),
    'DELETE /api/admin/auth/sessions/{id}': async () => {
      const other = await t.login();
      const { sessions } = (await t.call('GET', '/api/admin/auth/sessions', { token: other })).json.data;
      return { path: `/api/admin/auth/sessions/${sessions.find((s: { current: boolean }) => s.current).id}` };
    },
    'POST /api/admin/auth/sessions/revoke-others': () => ({ path: '/api/admin/auth/sessions/revoke-others' }),
    'GET /api/admin/dashboard': () => ({ path: '/api/admin/dashboard' }),
    'GET /api/admin/dashboard/registrations': () => ({ path: '/api/admin/dashboard/registrations?limit=3' }),
    'GET /api/admin/dashboard/health': () => ({ path: '/api/admin/dashboard/health' }),
    'GET /api/admin/users': () => ({ path: '/api/admin/users?limit=5&status=active' }),
    'GET /api/admin/users/export': () => ({ path: '/api/admin/users/export?isPremium=true' }),
    'PUT /api/admin/users/bulk-activate': () => ({ path: '/api/admin/users/bulk-activate', body: { userIds: [f.userActive] } }),
    'PUT /api/admin/users/bulk-deactivate': () => ({ path: '/api/admin/users/bulk-deactivate', body: { userIds: [f.userActive] } }),
    'DELETE /api/admin/users/bulk-delete': () => ({ path: '/api/admin/users/bulk-delete', body: { userIds: [f.userBulk1, f.userBulk2] } }),
    'GET /api/admin/users/{id}': () => ({ path: `/api/admin/users/${f.user}` }),
    'PUT /api/admin/users/{id}': () => ({ path: `/api/admin/users/${f.user}`, body: { lastName: 'Renamed' } }),
    'PUT /api/admin/users/{id}/activate': () => ({ path: `/api/admin/users/${f.user}/activate` }),
    'PUT /api/admin/users/{id}/deactivate': () => ({ path: `/api/admin/users/${f.userActive}/deactivate` }),
    'DELETE /api/admin/users/{id}': () => ({ path: `/api/admin/users/${f.userDeleted}` }),
    'POST /api/admin/users/{id}/resend-verification': () => ({ path: `/api/admin/users/${f.userUnverified}/resend-verification` }),
    'POST /api/admin/users/{id}/reset-password': () => ({ path: `/api/admin/users/${f.user}/reset-password` }),
    'PUT /api/admin/users/{id}/credits': () => ({
      path: `/api/admin/users/${f.user}/credits`,
      body: { credits: { cvCreation: 3, aiOptimization: 1, premiumTemplates: 0, aiTemplates: 0 } },
    }),
    'GET /api/admin/users/{id}/credits/ledger': () => ({ path: `/api/admin/users/${f.user}/credits/ledger?limit=5` }),
    'GET /api/admin/users/{id}/credits/ledger/export': () => ({ path: `/api/admin/users/${f.user}/credits/ledger/export` }),
    'GET /api/admin/users/{id}/activity': () => ({ path: `/api/admin/users/${f.user}/activity?limit=5` }),
    'GET /api/admin/users/{id}/emails': () => ({ path: `/api/admin/users/${f.userUnverified}/emails` }),
    'GET /api/verify-email': () => ({ path: '/api/verify-email?token=not-a-real-token', token: null, status: 404 }),
    'POST /api/verify-email': () => ({ path: '/api/verify-email', token: null, form: new URLSearchParams({ token: 'not-a-real-token' }), status: 404 }),
    'GET /healthz': () => ({ path: '/healthz', token: null }),
    'GET /api/admin/users/{id}/packages': () => ({ path: `/api/admin/users/${f.user}/packages` }),
    'POST /api/admin/users/{id}/packages': () => ({ path: `/api/admin/users/${f.user}/packages`, body: { packageId: f.package } }),
    'GET /api/admin/cvs': () => ({ path: '/api/admin/cvs?limit=5&language=en' }),
    'PUT /api/admin/cvs/bulk': () => ({ path: '/api/admin/cvs/bulk', body: { cvIds: [f.cv], updates: { language: 'vi' } } }),
    'DELETE /api/admin/cvs/bulk': () => ({ path: '/api/admin/cvs/bulk', body: { cvIds: [f.cvBulk] } }),
    'GET /api/admin/cvs/{id}': () => ({ path: `/api/admin/cvs/${f.cv}` }),
    'PUT /api/admin/cvs/{id}': () => ({ path: `/api/admin/cvs/${f.cv}`, body: { name: 'Renamed CV' } }),
    'DELETE /api/admin/cvs/{id}': () => ({ path: `/api/admin/cvs/${f.cvDeleted}` }),
    'POST /api/admin/cvs/{id}/preview-token': () => ({ path: `/api/admin/cvs/${f.cv}/preview-token` }),
    'GET /api/cv/render/{id}': () => ({ path: `/api/cv/render/${f.cv}?token=${f.previewToken}`, token: null }),
    'GET /api/admin/packages': () => ({ path: '/api/admin/packages?isActive=true' }),
    'GET /api/admin/packages/analytics': () => ({ path: '/api/admin/packages/analytics' }),
    'GET /api/admin/packages/{id}/series': () => ({ path: `/api/admin/packages/${f.package}/series` }),
    'PUT /api/admin/packages/bulk': () => ({ path: '/api/admin/packages/bulk', body: { packageIds: [f.package], updates: { isPopular: true } } }),
    'POST /api/admin/packages': () => ({ path: '/api/admin/packages', body: packageBody }),
    'GET /api/admin/packages/{id}': () => ({ path: `/api/admin/packages/${f.package}` }),
    'PUT /api/admin/packages/{id}': () => ({ path: `/api/admin/packages/${f.package}`, body: { sortOrder: 3 } }),
    'DELETE /api/admin/packages/{id}': () => ({ path: `/api/admin/packages/${f.created}` }),
    'GET /api/admin/orders': () => ({ path: '/api/admin/orders?limit=5&status=PAID' }),
    'GET /api/admin/orders/analytics': () => ({ path: '/api/admin/orders/analytics' }),
    'GET /api/admin/orders/series': () => ({ path: '/api/admin/orders/series?period=90d' }),
    'GET /api/admin/orders/export': () => ({ path: '/api/admin/orders/export?format=json&status=EXPIRED' }),
    'PUT /api/admin/orders/bulk': () => ({
      path: '/api/admin/orders/bulk',
      body: { orderIds: [f.orderPending, f.orderPaid], updates: { status: 'CANCELLED' } },
    }),
    'GET /api/admin/orders/{id}': () => ({ path: `/api/admin/orders/${f.orderPaid}` }),
    'PUT /api/admin/orders/{id}/status': () => ({ path: `/api/admin/orders/${f.orderPaid}/status`, body: { status: 'VERIFIED' } }),
    'POST /api/payments/webhook': () => ({
      path: '/api/payments/webhook',
      body: webhook,
      headers: { 'x-signature': signPayload(webhook, SECRET) },
      token: null,
    }),
    'GET /api/admin/templates': () => ({ path: '/api/admin/templates?isPremium=false' }),
    'GET /api/admin/templates/categories': () => ({ path: '/api/admin/templates/categories' }),
    'GET /api/admin/templates/analytics': () => ({ path: '/api/admin/templates/analytics' }),
    'GET /api/admin/templates/export': () => ({ path: '/api/admin/templates/export?format=json&category=modern' }),
    'POST /api/admin/templates/validate': () => ({ path: '/api/admin/templates/validate', body: { content: '<p onclick="x()">{{personal.fullName}}</p>' } }),
    'PUT /api/admin/templates/bulk': () => ({ path: '/api/admin/templates/bulk', body: { templateIds: [f.template], updates: { status: true } } }),
    'POST /api/admin/templates': () => ({ path: '/api/admin/templates', body: templateBody }),
    'GET /api/admin/templates/{id}': () => ({ path: `/api/admin/templates/${f.template}` }),
    'PUT /api/admin/templates/{id}': () => ({ path: `/api/admin/templates/${f.template}`, body: { description: 'A description long enough' } }),
    'DELETE /api/admin/templates/{id}': () => ({ path: `/api/admin/templates/${f.created}` }),
    'PATCH /api/admin/templates/{id}/premium': () => ({ path: `/api/admin/templates/${f.template}/premium` }),
    'GET /api/admin/templates/{id}/file': () => ({ path: `/api/admin/templates/${f.template}/file` }),
    // Invalid HTML: the documented 400 that carries the validation.
    'PUT /api/admin/templates/{id}/file': () => ({ path: `/api/admin/templates/${f.template}/file`, body: { content: '<script>x</script>' }, status: 400 }),
    'POST /api/admin/templates/{id}/upload-preview': () => {
      const form = new FormData();
      form.append('preview', new File([PNG], 'preview.png', { type: 'image/png' }));
      return { path: `/api/admin/templates/${f.template}/upload-preview`, form };
    },
    'GET /api/template-previews/{id}': () => ({ path: f.imageUrl!, token: null }),
    'POST /api/contact': () => ({
      path: '/api/contact',
      body: { name: 'Reader', email: 'reader@example.com', subject: 'The API', message: 'Is there a reference?', category: 'technical' },
      token: null,
    }),
    'GET /api/contact': () => ({ path: '/api/contact?status=new&limit=5' }),
    'GET /api/contact/stats': () => ({ path: '/api/contact/stats' }),
    'GET /api/contact/export': () => ({ path: '/api/contact/export?category=general' }),
    'PATCH /api/contact/bulk-status': () => ({ path: '/api/contact/bulk-status', body: { contactIds: [f.contactBulk1, f.contactBulk2], status: 'closed' } }),
    'GET /api/contact/{id}': () => ({ path: `/api/contact/${f.contact}` }),
    'PATCH /api/contact/{id}/status': () => ({ path: `/api/contact/${f.contact}/status`, body: { status: 'read' } }),
    // Mail set up (nothing sends it here: the test app runs no sender) for the reply, and put back by the next sample.
    'POST /api/contact/{id}/reply': async () => {
      const [row] = await t.db.select().from(settings).where(eq(settings.section, 'email'));
      savedEmail = row?.value;
      await putSettings(t.db, 'email', { ...DEFAULT_SETTINGS.email, smtpHost: '127.0.0.1', fromEmail: 'support@example.com' });
      return { path: `/api/contact/${f.contact}/reply`, body: { subject: 'Re: your question', body: 'Hello,\n\nHere is the answer.' } };
    },
    'GET /api/contact/{id}/replies': async () => {
      if (savedEmail) await t.db.update(settings).set({ value: savedEmail }).where(eq(settings.section, 'email'));
      else await t.db.delete(settings).where(eq(settings.section, 'email'));
      return { path: `/api/contact/${f.contact}/replies` };
    },
    'DELETE /api/contact/{id}': () => ({ path: `/api/contact/${f.contactDeleted}` }),
    'GET /api/admin/settings': () => ({ path: '/api/admin/settings' }),
    // SMTP not configured in the test database: the 400 that says so.
    'POST /api/admin/settings/email/test': () => ({ path: '/api/admin/settings/email/test', body: { settings: {} }, status: 400 }),
    'PUT /api/admin/settings': () => ({ path: '/api/admin/settings', body: { section: 'email', settings: { smtpPort: 2525, smtpPassword: 'secret-value' } } }),
    'GET /api/admin/admins': () => ({ path: '/api/admin/admins' }),
    'POST /api/admin/admins': () => ({
      path: '/api/admin/admins',
      body: { email: 'openapi.team@example.com', firstName: 'Team', lastName: 'Member', role: 'support' },
    }),
    'GET /api/admin/admins/{id}': () => ({ path: `/api/admin/admins/${f.teamAdmin}` }),
    'PUT /api/admin/admins/{id}': () => ({ path: `/api/admin/admins/${f.teamAdmin}`, body: { role: 'finance', isActive: false } }),
    'POST /api/admin/admins/{id}/reset-password': () => ({ path: `/api/admin/admins/${f.teamAdmin}/reset-password` }),
    'POST /api/admin/admins/{id}/reset-two-factor': () => ({ path: `/api/admin/admins/${f.tfAdmin}/reset-two-factor` }),
    // SMTP not configured in the test database: the 409 that says so.
    'POST /api/admin/admins/{id}/invite': () => ({ path: `/api/admin/admins/${f.teamAdmin}/invite`, status: 409 }),
    'GET /api/admin/auth/password-rules': () => ({ path: '/api/admin/auth/password-rules', token: null }),
    // No such link: the 404 that says so (tests/server/team-invitations.test.ts uses real ones).
    'POST /api/admin/auth/invitation': () => ({ path: '/api/admin/auth/invitation', body: { token: 'no-such-link' }, token: null, status: 404 }),
    'POST /api/admin/auth/invitation/accept': () => ({
      path: '/api/admin/auth/invitation/accept',
      body: { token: 'no-such-link', newPassword: 'Chosen-By-Invite-1' },
      token: null,
      status: 404,
    }),
    'GET /api/admin/audit-log': () => ({ path: '/api/admin/audit-log?limit=20' }),
    'GET /api/admin/audit-log/admins': () => ({ path: '/api/admin/audit-log/admins' }),
    'GET /api/admin/audit-log/{id}': async () => {
      const [entry] = await t.db.select({ id: auditLog.id }).from(auditLog).limit(1);
      return { path: `/api/admin/audit-log/${entry!.id}` };
    },
    'GET /api/openapi.json': () => ({ path: '/api/openapi.json', token: null }),
    'GET /api/docs': () => ({ path: '/api/docs', token: null }),
    'GET /api/docs/{asset}': () => ({ path: '/api/docs/docs.js', token: null }),
    // The plain entities' routes, from their declarations (contract/registry.ts): each sample
    // that needs a record makes its own from the declaration's example.
    ...Object.fromEntries(CRUD_RESOURCES.flatMap((r) => Object.entries(crudSamples(r)))),
  };
  function crudSamples(r: CrudResource): Record<string, () => Promise<Sample>> {
    const base = crudPath(r);
    const made = async () => (await t.call('POST', base, { token: t.token, body: r.example })).json.data.id as string;
    return {
      [`GET ${base}`]: async () => ({ path: `${base}?limit=5` }),
      [`POST ${base}`]: async () => ({ path: base, body: r.example }),
      [`DELETE ${base}/bulk`]: async () => ({ path: `${base}/bulk`, body: { ids: [await made()] } }),
      [`GET ${base}/{id}`]: async () => ({ path: `${base}/${await made()}` }),
      [`PUT ${base}/{id}`]: async () => ({ path: `${base}/${await made()}`, body: r.example }),
      [`DELETE ${base}/{id}`]: async () => ({ path: `${base}/${await made()}` }),
    };
  }

  /** Keeps what a later sample needs from an earlier answer. */
  function remember(route: string, json: any) {
    if (route === 'PUT /api/admin/auth/change-password') t.token = json.data.token;
    if (route === 'POST /api/admin/cvs/{id}/preview-token') f.previewToken = json.data.previewToken;
    if (route === 'POST /api/admin/packages' || route === 'POST /api/admin/templates') f.created = json.data.id;
    if (route === 'POST /api/admin/templates/{id}/upload-preview') f.imageUrl = json.data.imageUrl;
    if (route === 'POST /api/admin/auth/two-factor/setup') f.setupSecret = json.data.secret;
    if (route === 'POST /api/admin/admins') f.teamAdmin = json.data.admin.id;
  }

  async function send(method: string, sample: Sample) {
    const headers: Record<string, string> = { ...sample.headers };
    const bearer = sample.token === undefined ? t.token : sample.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined = sample.form;
    if (sample.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof sample.body === 'string' ? sample.body : JSON.stringify(sample.body);
    }
    const res = await t.app.request(sample.path, { method, headers, body });
    if (sample.stream) await res.body?.cancel();
    const text = sample.stream ? '' : await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', text };
  }

  const mediaMatches = (range: string, type: string) => {
    const [want, got] = [range.toLowerCase(), type.split(';')[0]!.trim().toLowerCase()];
    return want === got || (want.endsWith('/*') && got.startsWith(want.slice(0, -1)));
  };

  it('accept the real response of every route, for a sample call of each', async () => {
    const validator = new Validator();
    await validator.validate(structuredClone(doc) as Record<string, unknown>);
    const resolved = validator.resolveRefs() as unknown as Doc;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const compiled = new Map<object, ValidateFunction>();

    const routes = documentedRoutesInOrder(resolved);
    expect(
      routes.filter((r) => !samples[r]),
      'routes with no sample call in tests/server/openapi.test.ts',
    ).toEqual([]);
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const sample = await samples[route]!();
      const res = await send(method, sample);
      // A row's search text (server/db/schema.ts searchText) stays in the database: no answer, no export, no document names it.
      expect(res.text, route).not.toMatch(/search_?text/i);
      const documented = resolved.paths[path]![method.toLowerCase()]!.responses;
      const success = Number(Object.keys(documented).find((code) => code.startsWith('2')));
      expect(res.status, `${route}: ${res.text.slice(0, 300)}`).toBe(sample.status ?? success);
      const response = documented[String(res.status)];
      expect(response, `${route} answered ${res.status}, which the document does not list: ${res.text.slice(0, 300)}`).toBeDefined();
      const media = Object.keys(response!.content ?? {}).find((range) => mediaMatches(range, res.type));
      expect(media, `${route} answered ${res.type}; the document lists ${Object.keys(response!.content ?? {})}`).toBeDefined();
      if (!media!.endsWith('json') || route === 'GET /api/openapi.json') continue;
      const schema = response!.content![media!]!.schema;
      let validate = compiled.get(schema);
      if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
      const json = JSON.parse(res.text);
      expect(validate(json) ? [] : validate.errors, `${route} ${res.status}: ${res.text.slice(0, 300)}`).toEqual([]);
      remember(route, json);
    }
  });
});

function documentedRoutesInOrder(d: Doc): string[] {
  return Object.entries(d.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
}
