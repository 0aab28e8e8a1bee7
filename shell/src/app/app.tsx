import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@villa/shared/query/client';
import { applyThemeMarker, useTheme } from '@villa/shared/stores/theme';
import { LoadingBlock } from '@villa/shared/ui/feedback';
import { GlobalStyle } from '@villa/shared/ui/global-style';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { RouteProgressBar } from '../components/route-progress-bar';
import { ToastHost } from '../components/toast-host';
import { PublicLayout } from '../layouts/public/public-layout';

// The login and the admin layout load only when asked for: a visitor of the public site never
// downloads admin code (nor the form and schema libraries the login needs).
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const AdminLayout = lazy(() =>
  import('../layouts/admin/admin-layout').then((m) => ({ default: m.AdminLayout })),
);

/** A lazily loaded page: the loading block until its code has come. */
const lazyElement = (page: ReactNode) => <Suspense fallback={<LoadingBlock />}>{page}</Suspense>;

function ThemeMarker() {
  const mode = useTheme((s) => s.mode);
  useEffect(() => applyThemeMarker(mode), [mode]);
  return null;
}

/** The shell owns the one router: public pages, the bare login and the dashboard. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <GlobalStyle />
        <ThemeMarker />
        <BrowserRouter>
          <RouteProgressBar />
          <Routes>
            <Route path="/dashboard/login" element={lazyElement(<LoginPage />)} />
            <Route path="/dashboard/*" element={lazyElement(<AdminLayout />)} />
            <Route path="*" element={<PublicLayout />} />
          </Routes>
        </BrowserRouter>
        <ToastHost />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
