import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../i18n/i18n';
import { RootLayout } from './layouts/root-layout';
import { LazyPageView } from './lazy-page';
import { APP_ROUTES } from './routes';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route element={<RootLayout />}>
            {APP_ROUTES.map(({ path, page, redirectTo }) => (
              <Route
                key={path}
                path={path}
                element={
                  redirectTo ? <Redirect to={redirectTo} /> : page ? <LazyPageView page={page} /> : null
                }
              />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}

/** A route that moved (`/profile`): query and hash go along, e.g. a stored login target. */
function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
