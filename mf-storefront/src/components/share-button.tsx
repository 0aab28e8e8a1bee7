import { lazy, Suspense, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PageShareContext } from '@villa/shared/stores/page-share';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
  > button {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    height: 40px;
    padding: 0 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  > button:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  button:focus-visible,
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

function ShareIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/** The message, the share sheet and the menu are their own chunk, fetched as the guest reaches for the button. */
const loadShare = () => import('./share-menu');
const ShareMenu = lazy(loadShare);

/**
 * 'Paylaş': the device's share sheet (Web Share API) where there is one; otherwise a small menu to
 * copy the link or send it on WhatsApp, the text naming the villa (or boat) and the chosen dates.
 * Only the button is in the page's first load.
 */
export function ShareButton({ context }: { context: PageShareContext }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const onShare = async () => {
    if (open) return setOpen(false);
    const { shareNatively } = await loadShare();
    if (await shareNatively(context, window.location.href)) return;
    setCopied(false);
    setOpen(true);
  };

  return (
    <Wrap ref={wrap}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadShare()}
        onFocus={() => void loadShare()}
        onClick={() => void onShare()}
        data-testid="share-button"
      >
        <ShareIcon />
        Paylaş
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareMenu
            id={menuId}
            context={context}
            copied={copied}
            onCopied={() => setCopied(true)}
            onClose={(restoreFocus) => {
              setOpen(false);
              if (restoreFocus) wrap.current?.querySelector<HTMLButtonElement>('button')?.focus();
            }}
            within={wrap}
          />
        </Suspense>
      ) : null}
      <span
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        {copied ? 'Bağlantı kopyalandı' : ''}
      </span>
    </Wrap>
  );
}
