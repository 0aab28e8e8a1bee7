import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptCriticalMarkup } from '@villa/shared/ui/critical';
import { App } from './app';

// The server's first HTML may hold the page's critical markup in #root; keep it for the
// storefront's loading state before React replaces #root's content.
adoptCriticalMarkup(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
