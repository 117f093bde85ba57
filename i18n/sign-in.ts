// The texts the sign-in page can show (its form, both steps, every refusal), by key or by the
// prefix of a group of keys. The first page carries these texts only, picked from en.ts and
// vi.ts when the SPA is built (build/sign-in-catalog.ts); the admin app brings every text.
export const SIGN_IN_KEYS = [
  'app.name',
  'app.login',
  'app.common.show_password',
  'app.common.hide_password',
  'app.common.loading',
  'app.errors',
  'app.server',
  'ra.auth',
];
