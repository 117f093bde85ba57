// The admin app: one <Resource> per entry of resources/index.ts (each folder declares its
// own screens, routes and api) and <CustomRoutes> for the dashboard, settings, the team and
// the admin's own profile. A screen the role may not open shows Access denied. Mounted under
// /admin by main.tsx. With 'Show translation keys' on, the i18nProvider is the one that
// follows each text with its key (react-admin re-renders every text when it changes).
// First: zod is told not to compile with eval before any schema is defined (the first page
// defines none).
import './zod-jitless';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { appStore } from './api/appStore';
import { authProvider } from './api/authProvider';
import { dataProvider } from './appDataProvider';
import { i18nProvider, loadEveryText, withTranslationKeys } from '../i18n';
import en from '../i18n/en';
import { RecordDialogs } from './components/recordDialogs';
import { RequireAccess } from './components/RequireAccess';
import { AccessDenied } from './components/AccessDenied';
import { FullScreenLoading } from './layout/FullScreenLoading';
import { Layout } from './layout/Layout';
import { Login } from './layout/Login';
import { NotFound } from './layout/NotFound';
import { useDocumentLanguageAndTitle } from './layout/useDocumentTitle';
import { useTranslationKeysShown } from './lib/translationKeys';
import { resources } from './resources';
import { darkTheme, lightTheme } from './theme';

/** Every text of the panel: English with this chunk, Vietnamese loaded when it is the language. main.tsx shows the app once it is in. */
export const everyText = loadEveryText((locale) => (locale === 'vi' ? import('../i18n/vi').then((m) => m.default) : en));

const Dashboard = lazy(() => import('./pages/dashboard/Dashboard'));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));
const TeamPage = lazy(() => import('./pages/team/TeamPage'));
const InvitationPage = lazy(() => import('./pages/account-setup/InvitationPage'));

/** The record dialogs the resources declare, by resource name (components/recordDialogs.ts). */
const RECORD_DIALOGS = Object.fromEntries(resources.flatMap(({ name, dialog }) => (dialog ? [[name, dialog] as const] : [])));

/** /admin itself goes to /admin/dashboard. */
const ToDashboard = () => <Navigate to="dashboard" replace />;

/** A page outside the layout names the browser tab and sets the page's language itself, as the sign-in page does. */
function OutsideLayout({ children }: { children: ReactNode }) {
  useDocumentLanguageAndTitle();
  return children;
}

/** The custom pages a role may or may not open: each asks canAccess for its own name. */
const GUARDED_PAGES = [
  { path: 'dashboard', Page: Dashboard },
  { path: 'settings', Page: SettingsPage },
  { path: 'team', Page: TeamPage },
];

export function App() {
  const keysShown = useTranslationKeysShown();
  const i18n = useMemo(() => (keysShown ? withTranslationKeys(i18nProvider) : i18nProvider), [keysShown]);
  return (
    <RecordDialogs.Provider value={RECORD_DIALOGS}>
      <Admin
        basename="/admin"
        title="CV Builder Admin"
        dataProvider={dataProvider}
        store={appStore}
        authProvider={authProvider}
        i18nProvider={i18n}
        layout={Layout}
        loginPage={Login}
        loading={FullScreenLoading}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        dashboard={ToDashboard}
        theme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
      >
        {resources.map(({ api: _api, extension: _extension, dialog: _dialog, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
          {GUARDED_PAGES.map(({ path, Page }) => (
            <Route
              key={path}
              path={`/${path}`}
              element={
                <RequireAccess resource={path} action="list">
                  <Page />
                </RequireAccess>
              }
            />
          ))}
          {/* Every admin's own account. */}
          <Route path="/profile" element={<ProfilePage />} />
        </CustomRoutes>
        {/* An emailed invitation's link: before any sign-in, outside the layout (as the sign-in page). */}
        <CustomRoutes noLayout>
          <Route
            path="/invitation"
            element={
              <OutsideLayout>
                <Suspense fallback={<FullScreenLoading />}>
                  <InvitationPage />
                </Suspense>
              </OutsideLayout>
            }
          />
        </CustomRoutes>
      </Admin>
    </RecordDialogs.Provider>
  );
}
