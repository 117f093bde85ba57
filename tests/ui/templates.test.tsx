// The templates grid, Edit Template and Delete Template dialogs, rendered as the app renders
// them and talking to the real in-process server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../server/db/schema';
import { insertCvs, insertTemplate, IMAGES } from '../server/templates-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

const TAG = 'Uifix';
const listPath = (q = TAG) => `/admin/templates?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
const card = async (name: string) => screen.findByRole('article', { name }, { timeout: 15_000 });
const row = async (id: string) => (await testApp().db.select().from(templates).where(eq(templates.id, id)))[0];

beforeAll(async () => {
  const t = testApp();
  await insertTemplate(t, { name: `${TAG} Hà Nội`, description: 'A calm layout for senior roles', category: 'executive', usageCount: 1500, isPremium: true });
  await insertTemplate(t, { name: `${TAG} Sài Gòn`, description: 'Bright colours for creative people', category: 'legacy-grid', usageCount: 12 });
});

describe('templates grid', () => {
  it('shows stats and cards with badge, usage K, category chip (raw text when unknown)', async () => {
    await signIn();
    renderApp(listPath());
    const hanoi = await card(`${TAG} Hà Nội`);
    expect(within(hanoi).getByText('Premium')).toBeInTheDocument();
    expect(within(hanoi).getByText('1.5K')).toBeInTheDocument();
    expect(within(hanoi).getByText('Executive')).toBeInTheDocument();
    const saigon = await card(`${TAG} Sài Gòn`);
    expect(within(saigon).getByText('Free')).toBeInTheDocument();
    expect(within(saigon).getByText('legacy-grid').closest('[data-category]')).toHaveAttribute('data-category', 'unknown');
    const total = (await testApp().db.select().from(templates)).length;
    const stat = screen.getByText('Total Templates').parentElement!;
    expect(stat).toHaveTextContent(total.toLocaleString());
  });

  it('select-all is indeterminate with part of the page selected', async () => {
    await signIn();
    renderApp(listPath());
    const hanoi = await card(`${TAG} Hà Nội`);
    await userEvent.click(within(hanoi).getByRole('checkbox'));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 selected');
    await userEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Edit Template dialog', () => {
  it('checks the form rules on submit, clears an error on edit, and saves', async () => {
    const t = testApp();
    const tpl = await insertTemplate(t, { name: `${TAG} Edit One`, isPremium: false, status: true });
    await signIn();
    renderApp(listPath(`${TAG} Edit One`));
    await userEvent.click(within(await card(tpl.name)).getByRole('button', { name: 'Edit Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect(within(dialog).getByLabelText('Template ID')).toHaveValue(tpl.id);
    expect(within(dialog).getByRole('button', { name: 'Edit Template Code' })).toBeInTheDocument();

    const name = within(dialog).getByLabelText(/Template Name/);
    const description = within(dialog).getByLabelText(/Description/);
    const preview = within(dialog).getByLabelText('Preview image URL');
    await userEvent.clear(name);
    await userEvent.clear(description);
    await userEvent.type(description, 'short');
    await userEvent.clear(preview);
    await userEvent.type(preview, 'x.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Template name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Preview URL should start with / or http')).toBeInTheDocument();

    await userEvent.type(name, 'ab');
    expect(within(dialog).queryByText('Template name is required')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Template name must be at least 3 characters')).toBeInTheDocument();

    await userEvent.type(name, 'c');
    await userEvent.type(description, ' text ok');
    await userEvent.clear(preview);
    await userEvent.type(preview, '/r.png');
    await userEvent.click(within(dialog).getByLabelText('Premium Template'));
    await userEvent.click(within(dialog).getByLabelText('Status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Hidden' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Template updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Template' })).not.toBeInTheDocument());
    expect(await row(tpl.id)).toMatchObject({ name: 'abc', description: 'short text ok', preview: '/r.png', isPremium: true, status: false });
  }, 120_000);

  it('checks a chosen image, uploads a good one, and shows failures in the Update Failed box', async () => {
    const t = testApp();
    const tpl = await insertTemplate(t, { name: `${TAG} Edit Two` });
    await signIn();
    renderApp(listPath(`${TAG} Edit Two`));
    await userEvent.click(within(await card(tpl.name)).getByRole('button', { name: 'Edit Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    const input = within(dialog).getByTestId('preview-file') as HTMLInputElement;
    expect(within(dialog).getByText('Supported formats: JPG, PNG, GIF (max 5MB)')).toBeInTheDocument();

    await userEvent.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await within(dialog).findByText('Please select a valid image file')).toBeInTheDocument();
    await userEvent.upload(input, new File([new Uint8Array(5_242_881)], 'huge.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Image file must be less than 5MB')).toBeInTheDocument();

    await userEvent.upload(input, new File([new Uint8Array(IMAGES.png)], 'shot.png', { type: 'image/png' }));
    await waitFor(() => expect((within(dialog).getByLabelText('Preview image URL') as HTMLInputElement).value).toMatch(/^\/api\/template-previews\//));
    expect((await row(tpl.id))!.preview).toMatch(/^\/api\/template-previews\//);

    // Someone deletes the template meanwhile: the save fails with the server's message.
    await t.db.delete(templates).where(eq(templates.id, tpl.id));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('Update Failed');
    expect(failure).toHaveTextContent('Template not found');
  }, 60_000);
});

describe('Delete Template dialog', () => {
  it('enables Delete only for the exact name, says what to type, and deletes', async () => {
    const t = testApp();
    const tpl = await insertTemplate(t, { name: `${TAG} Gone Soon` });
    await signIn();
    renderApp(listPath(`${TAG} Gone Soon`));
    await userEvent.click(within(await card(tpl.name)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Template' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText('Template name');
    await userEvent.type(input, `${TAG} gone soon`);
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText(`Template name doesn't match. Please type exactly: "${tpl.name}"`)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, tpl.name);
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('Template deleted successfully')).toBeInTheDocument();
    expect(await row(tpl.id)).toBeUndefined();
  });

  it("shows the server's 409 when CVs use the template, keeping it", async () => {
    const t = testApp();
    const tpl = await insertTemplate(t, { name: `${TAG} In Use` });
    await insertCvs(t, tpl.id, 2);
    await signIn();
    renderApp(listPath(`${TAG} In Use`));
    await userEvent.click(within(await card(tpl.name)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    await userEvent.type(within(dialog).getByLabelText('Template name'), tpl.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Template' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This template is used by 2 CVs and cannot be deleted');
    expect(await row(tpl.id)).toBeDefined();
  });
});
