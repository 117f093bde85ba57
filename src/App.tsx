// The admin app: one <Resource> per entity (each folder under resources/ declares its own
// screens and routes) and <CustomRoutes> for the dashboard, settings and the admin's own
// profile. Mounted under /admin by main.tsx.
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { i18nProvider } from '../i18n';
import { FullScreenLoading } from './layout/FullScreenLoading';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { LoginPage } from './pages/login/LoginPage';
import { auditLog } from './resources/audit-log';
import { contacts } from './resources/contacts';
import { cvs } from './resources/cvs';
import { orders } from './resources/orders';
import { packages } from './resources/packages';
import { templates } from './resources/templates';
import { users } from './resources/users';
import { darkTheme, lightTheme } from './theme';

const Dashboard = lazy(() => import('./pages/dashboard/Dashboard'));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));

/** /admin itself goes to /admin/dashboard (spec §2). */
const ToDashboard = () => <Navigate to="dashboard" replace />;

export function App() {
  return (
    <Admin
      basename="/admin"
      title="CV Builder Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={LoginPage}
      loading={FullScreenLoading}
      catchAll={NotFound}
      dashboard={ToDashboard}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="cvs" {...cvs} />
      <Resource name="packages" {...packages} />
      <Resource name="orders" {...orders} />
      <Resource name="templates" {...templates} />
      <Resource name="contacts" {...contacts} />
      <Resource name="audit-log" {...auditLog} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/profile" element={<ProfilePage />} />
      </CustomRoutes>
    </Admin>
  );
}
