// The CVs list and the CV details page, rendered as the app renders them and talking to the
// real in-process server. window.open is the browser's; here a stand-in tab records what
// the screen does with it.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cvs, templates } from '../../server/db/schema';
import { makeCv, makeTemplate, makeUser } from '../server/users-cvs-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });

const TAG = 'Uicv';
const listPath = (filter: Record<string, string> = { q: TAG }) => `/admin/cvs?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const cvRow = async (id: string) => (await testApp().db.select().from(cvs).where(eq(cvs.id, id)))[0];

/** A stand-in for the tab window.open returns. */
function fakeTab() {
  const tab = { document: { title: '', body: { textContent: '' } }, location: { href: '' }, opener: {} as unknown, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

afterEach(() => vi.restoreAllMocks());

let owner: Awaited<ReturnType<typeof makeUser>>;
let template: Awaited<ReturnType<typeof makeTemplate>>;
let publicCv: Awaited<ReturnType<typeof makeCv>>;
let draftCv: Awaited<ReturnType<typeof makeCv>>;
beforeAll(async () => {
  const { db } = testApp();
  owner = await makeUser(db, { firstName: 'Hoa', lastName: `${TAG} Phạm`, email: 'hoa.pham@uicv.test' });
  template = await makeTemplate(db, { name: 'Uicv Modern', content: '<h1 class="uicv">{{personal.fullName}}</h1>', usageCount: 10 });
  publicCv = await makeCv(db, {
    userId: owner.id,
    templateId: template.id,
    name: `${TAG} Data Analyst`,
    isDraft: false,
    isPublic: true,
    language: 'vi',
    viewCount: 1500,
    downloadCount: 42,
    content: { personal: { fullName: 'Phạm Thị Hoa' } },
  });
  draftCv = await makeCv(db, { userId: owner.id, name: `${TAG} Draft Resume`, isDraft: true });
});

describe('CVs list', () => {
  it('shows stats, derived status, language, counts; filters by status', async () => {
    await signIn();
    renderApp(listPath());
    const name = await screen.findByRole('button', { name: `${TAG} Data Analyst` }, { timeout: 45_000 });
    const row = name.closest('tr')!;
    expect(within(row).getByText('Public')).toBeInTheDocument();
    expect(within(row).getByText('VI')).toBeInTheDocument();
    expect(within(row).getByText('1.5K')).toBeInTheDocument();
    // The owner's name is a button once the role's right to open users is known.
    expect(await within(row).findByRole('button', { name: `Hoa ${TAG} Phạm` })).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: `${TAG} Draft Resume` }).closest('tr')!).getByText('Draft')).toBeInTheDocument();
    const total = (await testApp().db.select().from(cvs)).length;
    expect(screen.getByText('Total CVs').parentElement!).toHaveTextContent(String(total));
    expect(screen.getByText('Showing 1 to 2 of 2 results')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `${TAG} Data Analyst` })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `${TAG} Draft Resume` })).toBeInTheDocument();
  }, 90_000);

  it('opens the secure preview: the tab opens at once, then goes to the tokenised address', async () => {
    const { tab, open } = fakeTab();
    await signIn();
    renderApp(listPath());
    await userEvent.click(await screen.findByRole('button', { name: `${TAG} Data Analyst` }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toContain(`/api/cv/render/${publicCv.id}?token=`));
    expect(tab.opener).toBeNull();
    // The address really opens the rendered CV.
    const url = new URL(tab.location.href);
    const page = await testApp().app.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1 class="uicv">Phạm Thị Hoa</h1>');
  });

  it('closes the tab and says so when no preview link can be made', async () => {
    const gone = await makeCv(testApp().db, { userId: owner.id, name: `${TAG}Gone CV` });
    await signIn();
    renderApp(listPath({ q: `${TAG}Gone` }));
    const link = await screen.findByRole('button', { name: `${TAG}Gone CV` });
    await testApp().db.delete(cvs).where(eq(cvs.id, gone.id));
    const { tab } = fakeTab();
    await userEvent.click(link);
    expect(await screen.findByText('Failed to generate secure preview link')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("opens the owner's user dialog from the owner's name", async () => {
    await signIn();
    renderApp(listPath());
    const row = (await screen.findByRole('button', { name: `${TAG} Data Analyst` })).closest('tr')!;
    await userEvent.click(await within(row).findByRole('button', { name: `Hoa ${TAG} Phạm` }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('hoa.pham@uicv.test')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Packages' })).toBeInTheDocument();
  });

  it('deletes the selected CVs after a confirmation; usage counts drop', async () => {
    const { db } = testApp();
    const t2 = await makeTemplate(db, { usageCount: 2 });
    const a = await makeCv(db, { userId: owner.id, name: `${TAG}Bulk A`, templateId: t2.id });
    const b = await makeCv(db, { userId: owner.id, name: `${TAG}Bulk B`, templateId: t2.id });
    await signIn();
    renderApp(listPath({ q: `${TAG}Bulk` }));
    await screen.findByRole('button', { name: `${TAG}Bulk A` });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 items selected');
    expect(within(bar).getByRole('button', { name: 'Clear selection' })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete Selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 CVs?' });
    expect(confirm).toHaveTextContent('This action cannot be undone');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 CVs deleted successfully')).toBeInTheDocument();
    expect(await cvRow(a.id)).toBeUndefined();
    expect(await cvRow(b.id)).toBeUndefined();
    expect((await db.select().from(templates).where(eq(templates.id, t2.id)))[0]!.usageCount).toBe(0);
  });

  it('deletes one CV from its row after a confirmation', async () => {
    const one = await makeCv(testApp().db, { userId: owner.id, name: `${TAG}Single` });
    await signIn();
    renderApp(listPath({ q: `${TAG}Single` }));
    const row = (await screen.findByRole('button', { name: `${TAG}Single` })).closest('tr')!;
    await userEvent.click(await within(row).findByRole('button', { name: 'Delete CV' }));
    const confirm = await screen.findByRole('dialog', { name: `Delete "${TAG}Single"?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('CV deleted successfully')).toBeInTheDocument();
    expect(await cvRow(one.id)).toBeUndefined();
  });
});

describe('CV details', () => {
  it('shows every section, links to the owner, previews, and Edit only alerts', async () => {
    const { open, tab } = fakeTab();
    await signIn();
    renderApp(`/admin/cvs/${publicCv.id}`);
    expect(await screen.findByRole('heading', { name: `${TAG} Data Analyst` }, { timeout: 30_000 })).toBeInTheDocument();
    for (const section of ['Basic Information', 'Statistics', 'Timeline', 'CV Owner', 'Quick Actions']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    const basic = screen.getByRole('region', { name: 'Basic Information' });
    expect(basic).toHaveTextContent(publicCv.id);
    expect(basic).toHaveTextContent(template.id);
    expect(basic).toHaveTextContent('Uicv Modern');
    expect(basic).toHaveTextContent('Vietnamese');
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(stats).toHaveTextContent('1,500');
    expect(stats).toHaveTextContent('42');
    const ownerCard = screen.getByRole('region', { name: 'CV Owner' });
    expect(ownerCard).toHaveTextContent(owner.id);
    expect(within(ownerCard).getByRole('link', { name: 'View User' })).toHaveAttribute('href', `/admin/users?userId=${owner.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Edit CV' }));
    expect(await screen.findByText('Edit functionality to be implemented')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview CV' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toContain(`/api/cv/render/${publicCv.id}?token=`));
  }, 60_000);

  it("opens the owner's dialog from the owner's name", async () => {
    await signIn();
    renderApp(`/admin/cvs/${draftCv.id}`);
    const ownerCard = await screen.findByRole('region', { name: 'CV Owner' }, { timeout: 30_000 });
    await userEvent.click(within(ownerCard).getByRole('button', { name: `Hoa ${TAG} Phạm` }));
    expect(await within(await screen.findByRole('dialog')).findByDisplayValue('hoa.pham@uicv.test')).toBeInTheDocument();
  });

  it("shows 'Error Loading CV' / 'CV not found' with the way back for an unknown CV", async () => {
    await signIn();
    renderApp('/admin/cvs/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Error Loading CV', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('CV not found')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load CV details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to CVs' }));
    expect(await screen.findByRole('heading', { name: 'CV Management' }, { timeout: 30_000 })).toBeInTheDocument();
  });
});
