// The session's token, kept in localStorage: its own module, so that the first page can tell
// a signed-in visitor without loading the API client.
const TOKEN_KEY = 'adminToken';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};
