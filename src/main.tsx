import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { tokenStore } from './api/tokenStore';
import { SignIn } from './pages/login/SignIn';

// The sign-in screen is all the first page loads (docs/benchmarks.md "JavaScript budgets");
// the admin app is its own chunk, fetched while the admin types, and shown once its texts are in.
const loadAdminApp = () => import('./App').then((m) => m.everyText.then(() => m));
const App = lazy(() => loadAdminApp().then((m) => ({ default: m.App })));

/** The admin app's pages that need no sign-in (an emailed invitation's link). */
const PUBLIC_PATHS = new Set(['/admin/invitation']);

/**
 * A visitor with no token goes straight to sign-in (what the admin app would do once loaded,
 * with the same state: signing in comes back here), except to a public page; anyone else
 * gets the admin app.
 */
function AdminApp() {
  const { pathname, search } = useLocation();
  if (!tokenStore.get() && !PUBLIC_PATHS.has(pathname)) return <Navigate to="/admin/login" replace state={{ nextPathname: pathname, nextSearch: search }} />;
  return (
    <Suspense fallback={null}>
      <App />
    </Suspense>
  );
}

// Real paths under /admin (docs/architecture.md "The SPA: resources that register themselves"); anything else → dashboard.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin/login" element={<SignIn prefetch={loadAdminApp} />} />
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
