// The profile's two-factor and sessions sections against the real in-process server: setting
// two-factor sign-in up (a wrong code, a wrong password, then both right, from the keyboard;
// the recovery codes once; the other sessions signed out) and turning it off with the
// password; the errors in the admin's language; the sessions with this one marked, one signed
// out, then all the others.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../../server/db/schema';
import { authProvider } from '../../src/api/authProvider';
import { addAdmin, type TestAdmin, totpCode } from './admins';
import { renderApp, signIn, watchText } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const stored = async (email: string) => (await testApp().db.select().from(admins).where(eq(admins.email, email)))[0]!;

afterEach(async () => {
  vi.restoreAllMocks();
  await authProvider.logout({});
});

async function openProfile(admin: TestAdmin) {
  await signIn(admin.email, admin.password);
  renderApp('/admin/profile');
  await screen.findByRole('heading', { name: 'Profile Settings', level: 1 }, slow);
}

/** Another sign-in of the admin, from a browser and an address of its own. */
async function signInElsewhere(admin: TestAdmin, userAgent: string, address: string): Promise<string> {
  const res = await testApp().call('POST', '/api/admin/auth/login', {
    body: { email: admin.email, password: admin.password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  return res.json.data.token as string;
}

describe('two-factor sign-in on the profile', () => {
  it('is set up with the QR code, the key and a first code; the recovery codes come once; it turns off with the password', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const admin = await addAdmin('finance');
    await openProfile(admin);
    const section = screen.getByRole('region', { name: 'Two-Factor Authentication' });
    expect(within(section).getByText('Off')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Set up' }));

    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' }, slow)).toBeInTheDocument();
    const secret = within(section).getByTestId('two-factor-secret').textContent!.replace(/\s+/g, '');
    await userEvent.click(within(section).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenLastCalledWith(secret);
    const form = within(section).getByRole('form', { name: 'Confirm two-factor authentication' });
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('Enter the code')).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    const code = within(form).getByLabelText('6-digit code');
    const password = within(form).getByLabelText('Current Password');
    await userEvent.type(code, '111111');
    await userEvent.type(password, admin.password);
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(/The code is not valid/)).toBeInTheDocument();
    // From the keyboard: the code, Tab to the password, Enter.
    await userEvent.clear(code);
    await userEvent.clear(password);
    await userEvent.type(code, totpCode(secret));
    await userEvent.tab();
    expect(password).toHaveFocus();
    await userEvent.keyboard('not-my-password{Enter}');
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Current password is incorrect');
    expect((await stored(admin.email)).twoFactorEnabledAt).toBeNull();
    await userEvent.clear(password);
    await userEvent.type(password, `${admin.password}{Enter}`);

    const codes = await within(section).findByRole('region', { name: 'Your recovery codes' }, slow);
    const list = within(codes)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(list).toHaveLength(10);
    for (const code of list) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const confirmation = watchText(codes, 'Recovery codes copied to clipboard!');
    await userEvent.click(within(codes).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith(list.join('\n'));
    await waitFor(() => expect(confirmation.seen()).toBe(true));
    confirmation.stop();
    await userEvent.click(within(codes).getByRole('button', { name: 'I have saved these codes' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).queryByText(list[0]!)).not.toBeInTheDocument();
    expect((await stored(admin.email)).twoFactorEnabledAt).not.toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Current Password'));
    await userEvent.type(within(dialog).getByLabelText('Current Password'), admin.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    expect((await stored(admin.email)).twoFactorEnabledAt).toBeNull();
  });
});

describe('sessions on the profile', () => {
  it('lists them with this one marked, signs one out, then all the others', async () => {
    const admin = await addAdmin('content');
    const chrome = await signInElsewhere(admin, CHROME_ON_WINDOWS, '203.0.113.7');
    const iphone = await signInElsewhere(admin, SAFARI_ON_IPHONE, '198.51.100.23');
    await openProfile(admin);
    const section = screen.getByRole('region', { name: 'Sessions' });
    const list = await within(section).findByRole('list', { name: 'Sessions' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const current = within(list).getAllByRole('listitem')[0]!;
    expect(within(current).getByText('This session')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    const windows = within(list).getByRole('listitem', { name: 'Chrome on Windows' });
    expect(within(windows).getByText('IP address: 203.0.113.7')).toBeInTheDocument();
    expect(within(windows).getByText(/^Signed in /)).toBeInTheDocument();
    expect(within(windows).getByText(/^Last used /)).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Safari on iPhone' })).toBeInTheDocument();

    await userEvent.click(within(windows).getByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out Chrome on Windows?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect((await testApp().call('GET', '/api/admin/auth/me', { token: chrome })).status).toBe(401);

    await userEvent.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }));
    const all = await screen.findByRole('dialog', { name: 'Sign out 1 other session?' });
    await userEvent.click(within(all).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('1 session signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect((await testApp().call('GET', '/api/admin/auth/me', { token: iphone })).status).toBe(401);
    expect(within(section).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });
});

// Last in the file: the chosen language stays with the next screens rendered.
describe('two-factor sign-in on the profile, in Vietnamese', () => {
  it('asks for the password and says a wrong one under it in Vietnamese; the other sessions end', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    const admin = await addAdmin('support');
    const elsewhere = await signInElsewhere(admin, CHROME_ON_WINDOWS, '203.0.113.9');
    await signIn(admin.email, admin.password);
    renderApp('/admin/profile');
    const section = await screen.findByRole('region', { name: 'Xác thực hai lớp' }, slow);
    await userEvent.click(within(section).getByRole('button', { name: 'Thiết lập' }));
    await within(section).findByRole('img', { name: 'Mã QR cho ứng dụng xác thực' }, slow);
    const secret = within(section).getByTestId('two-factor-secret').textContent!.replace(/\s+/g, '');
    const form = within(section).getByRole('form', { name: 'Hoàn tất thiết lập xác thực hai lớp' });
    await userEvent.type(within(form).getByLabelText('Mã 6 chữ số'), totpCode(secret));
    await userEvent.click(within(form).getByRole('button', { name: 'Bật' }));
    expect(await within(form).findByText('Vui lòng nhập mật khẩu')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Mật khẩu hiện tại'), 'sai-mat-khau{Enter}');
    expect(await within(form).findByText('Mật khẩu hiện tại không đúng')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Mật khẩu hiện tại'));
    await userEvent.type(within(form).getByLabelText('Mật khẩu hiện tại'), `${admin.password}{Enter}`);
    expect(await within(section).findByRole('region', { name: 'Mã khôi phục của bạn' }, slow)).toBeInTheDocument();
    expect((await testApp().call('GET', '/api/admin/auth/me', { token: elsewhere })).status).toBe(401);
  });
});
