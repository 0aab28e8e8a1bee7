import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { queryClient } from '@villa/shared/query/client';
import { applyThemeMarker, useTheme } from '@villa/shared/stores/theme';
import { GlobalStyle } from '@villa/shared/ui/global-style';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { RouteProgressBar } from '../components/route-progress-bar';
import { LoginPage } from '../features/auth/login-page';
import { AdminLayout } from '../layouts/admin/admin-layout';
import { PublicLayout } from '../layouts/public/public-layout';

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
            <Route path="/dashboard/login" element={<LoginPage />} />
            <Route path="/dashboard/*" element={<AdminLayout />} />
            <Route path="*" element={<PublicLayout />} />
          </Routes>
        </BrowserRouter>
        <ToastContainer position="top-right" autoClose={3500} newestOnTop theme="colored" />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
