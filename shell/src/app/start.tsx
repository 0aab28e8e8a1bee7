import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptCriticalMarkup } from '@villa/shared/ui/critical';
import { App } from './app';

// The server's first HTML may hold the page's critical markup in #root; keep it for the
// storefront's loading state before React replaces #root's content.
adoptCriticalMarkup(window.location.pathname);

// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, instead of one task of several hundred milliseconds on a phone. The server's
// critical markup stays on the screen meanwhile (React replaces #root's content at the commit).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
