// What every list keeps in the address (filters, sort, page: a filtered view can be
// bookmarked, reloaded and shared), and the DataTable lists' column chooser and saved
// queries, on the real screens against the in-process server.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { makeUser } from '../server/users-cvs-fixtures';
import { renderScreen, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });

const TAG = 'Listview';
let address = '';
function Address() {
  const location = useLocation();
  useEffect(() => {
    address = decodeURIComponent(location.pathname + location.search);
  }, [location]);
  return null;
}

/** The whole app at a path, with the address it moves to readable as `address`. */
function renderAt(path: string) {
  address = path;
  return renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <>
              <App />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

let ann: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  ann = await makeUser(testApp().db, { firstName: 'Ann', lastName: `${TAG} Active` });
  await makeUser(testApp().db, { firstName: 'Bob', lastName: `${TAG} Inactive`, isActive: false });
});

describe('lists keep their state in the address', () => {
  // The search box of each list, and what a typed search puts in the address.
  const LISTS: [string, () => HTMLElement][] = [
    ['users', () => screen.getByRole('searchbox', { name: 'Search' })],
    ['cvs', () => screen.getByRole('searchbox', { name: 'Search' })],
    ['orders', () => screen.getByRole('searchbox', { name: 'Search' })],
    ['contacts', () => screen.getByRole('searchbox', { name: 'Search' })],
    ['audit-log', () => screen.getByRole('searchbox', { name: 'Entity ID' })],
    ['packages', () => screen.getByPlaceholderText('Search packages...')],
    ['templates', () => screen.getByPlaceholderText('Search templates...')],
  ];

  it.each(LISTS)(
    '%s: a search goes into the address, and the address fills the search box',
    async (resource, box) => {
      await signIn();
      const view = renderAt(`/admin/${resource}`);
      await waitFor(() => expect(box()).toBeInTheDocument(), { timeout: 45_000 });
      await userEvent.type(box(), 'zzz');
      await waitFor(() => expect(address).toMatch(new RegExp(`^/admin/${resource}\\?.*filter=\\{"(q|entityId)":"zzz"\\}`)));
      view.unmount();
      // Reloaded from that address: the same filtered view.
      renderAt(address);
      await waitFor(() => expect(box()).toHaveValue('zzz'), { timeout: 30_000 });
    },
    90_000,
  );

  it("users: the dialog's ?userId= lives beside the list's filter", async () => {
    await signIn();
    renderAt(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: TAG }))}`);
    await userEvent.click(await screen.findByRole('button', { name: `Ann ${TAG} Active` }, { timeout: 45_000 }));
    await screen.findByRole('dialog');
    expect(address).toContain(`userId=${ann.id}`);
    expect(address).toContain(`"q":"${TAG}"`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(address).not.toContain('userId='));
    expect(address).toContain(`"q":"${TAG}"`);
    expect(screen.getByRole('button', { name: `Bob ${TAG} Inactive` })).toBeInTheDocument();
  }, 90_000);
});

describe('column chooser and saved queries', () => {
  it('hides a column and keeps it hidden when the list comes back', async () => {
    await signIn();
    const view = renderAt(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: TAG }))}`);
    await screen.findByRole('button', { name: `Ann ${TAG} Active` }, { timeout: 45_000 });
    expect(screen.getByRole('columnheader', { name: 'Credits' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Credits' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Credits' })).not.toBeInTheDocument());
    view.unmount();
    renderAt('/admin/users');
    await screen.findByRole('columnheader', { name: 'Joined' });
    expect(screen.queryByRole('columnheader', { name: 'Credits' })).not.toBeInTheDocument();
  }, 90_000);

  it('saves the current filters under a name and brings them back', async () => {
    await signIn();
    renderAt(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: TAG, status: 'inactive' }))}`);
    await screen.findByRole('button', { name: `Bob ${TAG} Inactive` }, { timeout: 45_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Saved queries' }));
    const panel = await screen.findByRole('dialog', { name: 'Saved queries' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save current query...' }));
    const naming = await screen.findByRole('dialog', { name: 'Save current query as' });
    await userEvent.type(within(naming).getByRole('textbox', { name: 'Query name' }), 'Inactive test users');
    await userEvent.click(within(naming).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('button', { name: 'Inactive test users' })).toBeInTheDocument();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved queries' })).not.toBeInTheDocument());

    // Another view, then the saved one again.
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All Users' }));
    expect(await screen.findByRole('button', { name: `Ann ${TAG} Active` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saved queries' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Inactive test users' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Ann ${TAG} Active` })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: `Bob ${TAG} Inactive` })).toBeInTheDocument();
    expect(address).toContain('"status":"inactive"');
  }, 90_000);
});
