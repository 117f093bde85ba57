// A search counted only up to the server's cap: the lists say 'of n+ results', keep Next,
// and turn exact on the last page (in English and Vietnamese).
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../server/users-cvs-fixtures';
import { renderApp, signIn } from './render';
import { configureTestApp, testApp } from './setup';

configureTestApp({ listCountCap: 12 });
configure({ asyncUtilTimeout: 20_000 });

const TAG = 'Manymatch';
beforeAll(async () => {
  for (let i = 0; i < 25; i++) await makeUser(testApp().db, { firstName: 'Many', lastName: `${TAG} ${String(i).padStart(2, '0')}` });
});

const listPath = `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: TAG }))}`;

describe('a list counted up to the cap', () => {
  it('shows a lower bound, keeps Next, and becomes exact at the end', async () => {
    await signIn();
    renderApp(listPath);
    expect(await screen.findByText('Showing 1 to 10 of 12+ results', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByText('Counted up to here: narrow the search or filters for an exact count.')).toBeInTheDocument();
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(await screen.findByText('Showing 11 to 20 of 20+ results')).toBeInTheDocument();
    await userEvent.click(next());
    expect(await screen.findByText('Showing 21 to 25 of 25 results')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(screen.queryByText(/narrow the search/)).not.toBeInTheDocument();
  }, 90_000);

  it('says the same in Vietnamese', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    await signIn();
    renderApp(listPath);
    expect(await screen.findByText('Hiển thị 1 đến 10 trong tổng số hơn 12 kết quả', {}, { timeout: 45_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sau' })).toBeEnabled());
  }, 90_000);
});
