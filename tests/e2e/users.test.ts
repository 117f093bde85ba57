// Users in real Chromium against the started server: search and filter, bulk activate with
// its confirmation, the user dialog (edit and save, reset password and copy, add a package
// and see the credits change, activity), export of the filtered rows; screenshots in both
// languages, wide and narrow.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, looks, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();

interface ApiUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  isPremium: boolean;
  currentCredits: { cvCreation: number; aiOptimization: number; premiumTemplates: number; aiTemplates: number };
}
type UserList = { data: { users: ApiUser[]; pagination: { total: number } } };

async function openUsers(page: Page) {
  await page.goto(`${baseUrl()}/admin/users`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/Showing \d+ to \d+ of \d+ results|Hiển thị \d+ đến/).waitFor();
}

const fullName = (u: ApiUser) => `${u.firstName} ${u.lastName}`;

describe('users list', () => {
  it('searches and filters, with the range summary of the server total', async () => {
    const { json } = await api<UserList>('/api/admin/users?limit=1&sort=lastName&order=asc');
    const someone = json.data.users[0]!;
    const page = await newPage();
    await signIn(page);
    await openUsers(page);
    await shot(page, 'users-en-wide');

    await page.getByPlaceholder('Search by name or email...').fill(someone.email);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(someone.email));
    await page.getByRole('button', { name: fullName(someone) }).waitFor();
    await page.getByText('Showing 1 to 1 of 1 results').waitFor();
    await page.getByPlaceholder('Search by name or email...').fill('');
    await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('@'));
    const all = (await api<UserList>('/api/admin/users?limit=1')).json.data.pagination.total;
    await page.getByText(`of ${all} results`).waitFor();

    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    const inactive = await api<UserList>('/api/admin/users?status=inactive');
    const total = inactive.json.data.pagination.total;
    await page.getByText(`of ${total} results`).waitFor();
    const chips = page.locator('tbody tr').getByText('Inactive', { exact: true });
    await expect(chips.count()).resolves.toBe(Math.min(10, total));
  });

  it('bulk-activates the selected users after a confirmation', async () => {
    const inactive = await api<UserList>('/api/admin/users?status=inactive&limit=2');
    const [a, b] = inactive.json.data.users;
    expect(a && b).toBeTruthy();
    const page = await newPage();
    await signIn(page);
    await openUsers(page);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.getByText(`of ${inactive.json.data.pagination.total} results`).waitFor();
    for (const u of [a!, b!]) {
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: fullName(u) }) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Activate 2 users?' });
    await confirm.waitFor();
    await viewShot(page, 'users-bulk-confirm');
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Successfully activated 2 user(s).').waitFor();
    for (const u of [a!, b!]) {
      const now = await api<{ data: ApiUser }>(`/api/admin/users/${u.id}`);
      expect(now.json.data.isActive).toBe(true);
    }
  });

  it('exports a CSV of exactly the filtered rows', async () => {
    const premium = await api<UserList>('/api/admin/users?isPremium=true');
    const page = await newPage();
    await signIn(page);
    await openUsers(page);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Premium' }).click();
    await page.getByText(`of ${premium.json.data.pagination.total} results`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Users' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: string[][] = parse(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
    expect(rows[0]).toContain('Email');
    expect(rows.length - 1).toBe(premium.json.data.pagination.total);
    const premiumColumn = rows[0]!.indexOf('Premium');
    expect(rows.slice(1).every((r) => r[premiumColumn] === 'true')).toBe(true);
  });
});

describe('user dialog', () => {
  it('edits and saves, resets the password and copies it', async () => {
    const { json } = await api<UserList>('/api/admin/users?limit=1&status=active&sort=email&order=desc');
    const user = json.data.users[0]!;
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/users?userId=${user.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Last Name').waitFor();
    await viewShot(page, 'user-dialog-details-en-wide');

    await dialog.getByLabel('Last Name').fill(`${user.lastName} Edited`);
    await dialog.getByLabel('Premium User').check();
    await dialog.getByRole('button', { name: 'Save Details' }).click();
    await page.getByText('User details updated successfully!').waitFor();
    const saved = await api<{ data: ApiUser }>(`/api/admin/users/${user.id}`);
    expect(saved.json.data).toMatchObject({ lastName: `${user.lastName} Edited`, isPremium: true });
    // The list behind the dialog shows the change too.
    await dialog.getByText(`${user.firstName} ${user.lastName} Edited`).first().waitFor();

    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset password?' });
    await confirm.getByText("Are you sure you want to reset this user's password? A temporary password will be generated.").waitFor();
    await confirm.getByRole('button', { name: 'Reset Password' }).click();
    const temp = page.getByRole('dialog', { name: 'Temporary Password' });
    await temp.getByText(user.email).waitFor();
    const password = (await temp.getByTestId('temp-password').textContent())!;
    expect(password).toHaveLength(12);
    await temp.getByRole('button', { name: 'Copy password' }).click();
    await temp.getByText('Password copied to clipboard!').waitFor();
    await viewShot(page, 'user-temp-password');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await temp.getByText('Password copied to clipboard!').waitFor({ state: 'detached', timeout: 20_000 });
    await temp.getByRole('button', { name: 'I have saved it' }).click();
    await temp.waitFor({ state: 'detached' });
    await dialog.getByText('This user must choose a new password at their next sign-in.').waitFor();
  }, 120_000);

  it('adds a package and the credits change; shows the activity', async () => {
    const { json } = await api<UserList>('/api/admin/users?limit=1&sort=totalCVsCreated&order=desc');
    const user = json.data.users[0]!;
    const packages = await api<{ data: { packages: { id: string; nameEn: string; credits: { cvCreation: number } }[] } }>(
      '/api/admin/packages?isActive=true&limit=100',
    );
    const pkg = packages.json.data.packages.find((p) => p.credits.cvCreation > 0)!;
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/users?userId=${user.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Packages' }).click();
    const cvCredits = dialog.getByTestId('credit-cvCreation');
    await cvCredits.getByText(`Balance: ${user.currentCredits.cvCreation}`).waitFor();
    await viewShot(page, 'user-dialog-packages-en-wide');

    await dialog.getByRole('button', { name: 'Add Package' }).click();
    const add = page.getByRole('dialog', { name: 'Add Package' });
    await add.getByRole('radio', { name: new RegExp(pkg.nameEn) }).check();
    await viewShot(page, 'user-add-package');
    await add.getByRole('button', { name: 'Add Package' }).click();
    await page.getByText('Package added successfully!').waitFor();
    await cvCredits.getByText(`Balance: ${user.currentCredits.cvCreation + pkg.credits.cvCreation}`).waitFor();
    const after = await api<{ data: ApiUser }>(`/api/admin/users/${user.id}`);
    expect(after.json.data.currentCredits.cvCreation).toBe(user.currentCredits.cvCreation + pkg.credits.cvCreation);

    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await dialog.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await viewShot(page, 'user-dialog-activity-en-wide');
  }, 120_000);
});

describe('looks', () => {
  for (const { locale, viewport } of looks(['wide', 'narrow'], { except: ['en-wide'] })) {
    it(`users list and dialog in ${locale}, ${viewport}`, async () => {
      const page = await newPage({ locale, viewport });
      await signIn(page);
      await openUsers(page);
      await shot(page, `users-${locale}-${viewport}`);
      const { json } = await api<UserList>('/api/admin/users?limit=1');
      await page.goto(`${baseUrl()}/admin/users?userId=${json.data.users[0]!.id}`);
      await page.getByRole('dialog').getByRole('tab').first().waitFor();
      await viewShot(page, `user-dialog-${locale}-${viewport}`);
      await page.getByRole('dialog').getByRole('tab').nth(1).click();
      await page.getByRole('dialog').getByTestId('credit-cvCreation').waitFor();
      await viewShot(page, `user-dialog-packages-${locale}-${viewport}`);
    }, 120_000);
  }
});
