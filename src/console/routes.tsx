import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../ui/spinner.js';
import { ConsoleLayout } from './layout/console-layout.js';

const SignInScreen = lazy(() => import('./screens/sign-in/sign-in-screen.js'));
const SetPasswordScreen = lazy(() => import('./screens/set-password/set-password-screen.js'));
const TenantsScreen = lazy(() => import('./screens/tenants/tenants-screen.js'));
const SecurityScreen = lazy(() => import('./screens/security/security-screen.js'));
const TenantLayout = lazy(() => import('./layout/tenant-layout.js'));
const NotFoundScreen = lazy(() => import('./screens/not-found/not-found-screen.js'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner variant="fullArea" label="Caricamento in corso" />}>{children}</Suspense>;
}

/** The console's pages: two open to anyone (sign-in, set the password), the rest behind the session. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route
        path="/accedi"
        element={
          <Lazy>
            <SignInScreen />
          </Lazy>
        }
      />
      <Route
        path="/imposta-password"
        element={
          <Lazy>
            <SetPasswordScreen />
          </Lazy>
        }
      />
      <Route element={<ConsoleLayout />}>
        <Route
          index
          element={
            <Lazy>
              <TenantsScreen />
            </Lazy>
          }
        />
        <Route
          path="/sicurezza"
          element={
            <Lazy>
              <SecurityScreen />
            </Lazy>
          }
        />
        <Route
          path="/iniziative/:alias/*"
          element={
            <Lazy>
              <TenantLayout />
            </Lazy>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFoundScreen />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
