// In Vietnamese, a refusal of the server reads in Vietnamese: the screens say each refusal by
// its code (contract/server-messages.ts), with the server's values, and no English sentence of
// the catalog is left on screen. The refusals are the real server's, on the real screens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appVi } from '../../i18n/vi';
import { englishIn } from '../support/english-runs';
import { emailOutbox, orders } from '../../server/db/schema';
import { silentLogger } from '../../server/logging/logger';
import { createOutboxSender } from '../../server/mail/sender';
import { putSettings } from '../../server/settings/store';
import { TEST_ADMIN } from '../support/constants';
import { startSmtpServer, type TestSmtp } from '../support/smtp';
import { makeCv, makeUser } from '../server/users-cvs-fixtures';
import { makeCustomer, makeOrder } from '../server/order-fixtures';
import { insertCvs, insertTemplate } from '../server/templates-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

const slow = { timeout: 30_000 };
const server = appVi.app.server;

function expectNoEnglish() {
  expect(englishIn(document.body.textContent ?? '')).toEqual([]);
}

const customer = (tag: string) => makeCustomer(testApp().db, tag);

beforeEach(() => {
  localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
});

describe('refusals in Vietnamese', () => {
  it("a CV that fails to load says so in Vietnamese, with the server's message, Retry and the way back", async () => {
    const t = testApp();
    const owner = await makeUser(t.db, { firstName: 'Lỗi', lastName: 'Tải' });
    const cv = await makeCv(t.db, { userId: owner.id, name: 'Hồ sơ Vifail' });
    await signIn();
    // A real server failure: the CVs table is briefly gone.
    await t.db.execute(sql`alter table cvs rename to cvs_away`);
    try {
      renderApp(`/admin/cvs/${cv.id}`);
      const panel = (await screen.findByText(appVi.resources.cvs.detail.error_title, undefined, slow)).closest('[role="alert"]') as HTMLElement;
      expect(panel).toHaveTextContent(appVi.app.errors.server);
      expect(within(panel).getByRole('button', { name: appVi.app.common.retry })).toBeEnabled();
      expect(within(panel).getByRole('link', { name: appVi.resources.cvs.detail.back })).toHaveAttribute('href', '/admin/cvs');
      expectNoEnglish();
    } finally {
      await t.db.execute(sql`alter table cvs_away rename to cvs`);
    }
  });

  it('a package with an order is not deleted, and the toast says why in Vietnamese', async () => {
    const { db, user, pkg } = await customer('Viđelete');
    await makeOrder(db, user, pkg);
    await signIn();
    renderApp(`/admin/packages/${pkg.id}`);
    await userEvent.click(await screen.findByRole('button', { name: appVi.resources.packages.delete }, slow));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: appVi.resources.packages.delete }));
    expect(await screen.findByText(server.PACKAGE_HAS_ORDERS.replace('%{smart_count}', '1'), undefined, slow)).toBeInTheDocument();
    expectNoEnglish();
  });

  it('an order that changed meanwhile is not verified, and the toast says why in Vietnamese', async () => {
    const { db, user, pkg } = await customer('Vistale');
    const order = await makeOrder(db, user, pkg, { status: 'PAID' });
    await signIn();
    renderApp(`/admin/orders/${order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: appVi.resources.orders.verify }, slow));
    await db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: appVi.resources.orders.verify }));
    expect(await screen.findByText(server.ORDER_NOT_PAID.replace('%{status}', appVi.resources.orders.statuses.CANCELLED), undefined, slow)).toBeInTheDocument();
    expectNoEnglish();
  });

  it("a bulk verify names each order's reason in Vietnamese", async () => {
    const { db, user, pkg } = await customer('Vibulk');
    const paid = await makeOrder(db, user, pkg, { status: 'PAID' });
    const pending = await makeOrder(db, user, pkg);
    await signIn();
    renderApp(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: 'Vibulk' }))}`);
    for (const o of [paid, pending]) {
      const row = (await screen.findByText(o.id.slice(0, 8), undefined, slow)).closest('tr')!;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: appVi.resources.orders.bulk_verify }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: appVi.resources.orders.bulk_verify_confirm }));
    await waitFor(() => expect(document.body.textContent).toContain(server.ORDER_NOT_PAID.replace('%{status}', appVi.resources.orders.statuses.PENDING)), slow);
    expectNoEnglish();
  });

  it('a template that CVs use is not deleted, and the dialog says why in Vietnamese', async () => {
    const t = testApp();
    const tpl = await insertTemplate(t, { name: 'Mẫu Đang Dùng' });
    await insertCvs(t, tpl.id, 2);
    await signIn();
    renderApp(`/admin/templates?filter=${encodeURIComponent(JSON.stringify({ q: tpl.name }))}`);
    const card = await screen.findByRole('article', { name: tpl.name }, slow);
    await userEvent.click(within(card).getByRole('button', { name: appVi.resources.templates.actions.delete }));
    const dialog = await screen.findByRole('dialog', { name: appVi.resources.templates.delete.title });
    await userEvent.type(within(dialog).getByLabelText(appVi.resources.templates.delete.label), tpl.name);
    await userEvent.click(within(dialog).getByRole('button', { name: appVi.resources.templates.delete.confirm }));
    expect(await within(dialog).findByRole('alert', undefined, slow)).toHaveTextContent(server.TEMPLATE_IN_USE.replace('%{smart_count}', '2'));
    expectNoEnglish();
  });
});

describe('field and mail problems in Vietnamese (by their codes)', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const REFUSED_REPLY = '554 5.7.1 Message refused by the test server';
  const fields = appVi.app.settings.fields;

  it("a test email the SMTP server refuses says so in Vietnamese, with the server's own reply; a password to retype is asked under its field", async () => {
    await putSettings(testApp().db, 'email', smtp.settings());
    smtp.mode = 'reject';
    await signIn();
    renderApp('/admin/settings?tab=email');
    const form = await screen.findByRole('form', { name: appVi.app.settings.tabs.email }, slow);
    // A save says so in Vietnamese (the server's English `message` is for API clients).
    await userEvent.click(within(form).getByRole('button', { name: appVi.app.settings.save }));
    expect(await within(form).findByText(appVi.app.settings.saved.email, undefined, slow)).toBeInTheDocument();
    const send = within(form).getByRole('button', { name: appVi.app.settings.test_email.button });
    await userEvent.click(send);
    const said = appVi.app.settings.test_email.failed.replace('%{message}', server.SMTP_REJECTED.replace('%{reply}', REFUSED_REPLY));
    expect(await within(form).findByText(said, undefined, slow)).toBeInTheDocument();
    smtp.mode = 'accept';
    expectNoEnglish();

    // Another server with the stored password: the server asks for it again, in Vietnamese.
    const host = within(form).getByLabelText(fields.smtpHost);
    await userEvent.clear(host);
    await userEvent.type(host, 'localhost');
    await userEvent.click(send);
    expect(await within(form).findByText(server.SMTP_PASSWORD_RETYPE, undefined, slow)).toBeInTheDocument();
    expectNoEnglish();
  });

  it("a message the SMTP server refused shows why in Vietnamese on the user's Activity tab", async () => {
    const { db, clock } = testApp();
    await db.delete(emailOutbox);
    await putSettings(db, 'email', smtp.settings());
    const user = await makeUser(db, { firstName: 'Từchối', email: 'tu.choi@vimail.test' });
    await signIn();
    renderApp(`/admin/users?userId=${user.id}`);
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.click(await within(dialog).findByRole('button', { name: appVi.resources.users.dialog.send_verification }, slow));
    await screen.findByText(appVi.resources.users.dialog.verification_sent, undefined, slow);
    smtp.mode = 'reject';
    expect(await createOutboxSender({ db, clock, logger: silentLogger, publicUrl: 'http://panel.test' }).runOnce()).toBe(1);
    smtp.mode = 'accept';
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ lastErrorCode: 'SMTP_REJECTED', lastErrorParams: { reply: REFUSED_REPLY } });
    await userEvent.click(within(dialog).getByRole('tab', { name: appVi.resources.users.dialog.tabs.activity }));
    await waitFor(() => expect(dialog.textContent).toContain(server.SMTP_REJECTED.replace('%{reply}', REFUSED_REPLY)), slow);
    expectNoEnglish();
  });

  it('a wrong current password is said under its field in Vietnamese', async () => {
    await signIn();
    renderApp('/admin/profile');
    const form = await screen.findByRole('form', { name: appVi.app.profile.password }, slow);
    await userEvent.type(within(form).getByLabelText(appVi.app.profile.current_password), `not-${TEST_ADMIN.password}`);
    await userEvent.type(within(form).getByLabelText(appVi.app.profile.new_password), 'Another-Password-2');
    await userEvent.type(within(form).getByLabelText(appVi.app.profile.confirm_password), 'Another-Password-2');
    await userEvent.click(within(form).getByRole('button', { name: appVi.app.profile.change }));
    expect(await within(form).findByText(server.CURRENT_PASSWORD_INCORRECT, undefined, slow)).toBeInTheDocument();
    expectNoEnglish();
  });
});
