// A busy server says so in the admin's language: while other exports hold the instance's only
// slot, Export Users answers with the server's 429 (EXPORT_BUSY) worded by the catalog, in
// English and in Vietnamese, and nothing is downloaded.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEn } from '../../i18n/en';
import { appVi } from '../../i18n/vi';
import { renderApp, signIn } from './render';
import { configureTestApp, testApp } from './setup';

configureTestApp({ maxExports: 1, exportStallMs: 60_000 });
vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

/** Another admin's download that reads nothing: it keeps the only slot until cancelled. */
let held: Response | undefined;
beforeEach(async () => {
  const token = await testApp().login();
  held = await testApp().app.request('/api/admin/users/export', { headers: { authorization: `Bearer ${token}` } });
  expect(held.status).toBe(200);
});
afterEach(async () => {
  await held?.body?.cancel();
});

describe('an export while the server is busy', () => {
  it.each([
    ['en', appEn.resources.users.export, appEn.app.errors.export_busy],
    ['vi', appVi.resources.users.export, appVi.app.errors.export_busy],
  ])('says so in %s', async (locale, button, message) => {
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    await signIn();
    const saved = vi.spyOn(URL, 'createObjectURL');
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: button }, slow));
    expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });
});
