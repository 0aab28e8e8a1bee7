import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { messagingShareLink } from '@villa/shared/lib/format/phone';
import { shareMessage } from '@villa/shared/lib/share-message';
import type { PageShareContext } from '@villa/shared/stores/page-share';
import { WhatsAppIcon } from '@villa/shared/ui/icons';

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
  .menu {
    position: absolute;
    right: 0;
    top: calc(100% + 8px);
    z-index: 30;
    min-width: 220px;
    margin: 0;
    padding: 6px;
    list-style: none;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: 0 12px 30px rgba(6, 40, 61, 0.18);
  }
  .menu button,
  .menu a {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: 10px;
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  .menu button:hover,
  .menu a:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
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

/**
 * 'Paylaş': the device's share sheet (Web Share API) where there is one; otherwise a small menu to
 * copy the link or send it on WhatsApp, the text naming the villa and the chosen dates.
 */
export function ShareButton({ context }: { context: PageShareContext }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        wrap.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const url = typeof window === 'undefined' ? '' : window.location.href;
  const text = shareMessage(context, url);

  const onShare = async () => {
    const data = { title: context.title, text, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (e) {
        // The guest closed the sheet: nothing to do. Any other failure falls back to the menu.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    setCopied(false);
    setOpen((o) => !o);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission: select-and-copy through a hidden field.
      const field = document.createElement('textarea');
      field.value = url;
      document.body.appendChild(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  };

  return (
    <Wrap ref={wrap}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => void onShare()}
        data-testid="share-button"
      >
        <ShareIcon />
        Paylaş
      </button>
      {open ? (
        <ul className="menu" id={menuId} aria-label="Paylaşım seçenekleri">
          <li>
            <button type="button" onClick={() => void copy()} autoFocus>
              {copied ? 'Bağlantı kopyalandı' : 'Bağlantıyı kopyala'}
            </button>
          </li>
          <li>
            <a
              href={messagingShareLink(text)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="share-whatsapp"
            >
              <WhatsAppIcon size={18} />
              WhatsApp ile gönder
            </a>
          </li>
        </ul>
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
