// The sign-in screen as the app shows it: react-admin renders it outside the layout, so it
// names the browser tab and sets the page's language itself (useDocumentTitle.ts).
import { LoginPage } from '../pages/login/LoginPage';
import { useDocumentLanguageAndTitle } from './useDocumentTitle';

export function Login() {
  useDocumentLanguageAndTitle();
  return <LoginPage />;
}
