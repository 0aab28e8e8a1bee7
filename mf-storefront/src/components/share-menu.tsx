import { useEffect, type RefObject } from 'react';
import styled from 'styled-components';
import { messagingShareLink } from '@villa/shared/lib/format/phone';
import { shareMessage } from '@villa/shared/lib/share-message';
import type { PageShareContext } from '@villa/shared/stores/page-share';
import { WhatsAppIcon } from '@villa/shared/ui/icons';

/**
 * The device's share sheet with the page's message; false where there is none (or it failed), so
 * the menu opens instead. A closed sheet counts as shared: nothing more to do.
 */
export async function shareNatively(context: PageShareContext, url: string): Promise<boolean> {
  const data = { title: context.title, text: shareMessage(context, url), url };
  if (typeof navigator.share !== 'function' || !(navigator.canShare?.(data) ?? true)) return false;
  try {
    await navigator.share(data);
    return true;
  } catch (e) {
    // The guest closed the sheet: nothing to do. Any other failure falls back to the menu.
    return e instanceof DOMException && e.name === 'AbortError';
  }
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission: select-and-copy through a hidden field.
    const field = document.createElement('textarea');
    field.value = text;
    document.body.appendChild(field);
    field.select();
    document.execCommand('copy');
    field.remove();
  }
}

interface Props {
  id: string;
  context: PageShareContext;
  copied: boolean;
  onCopied: () => void;
  /** Escape (focus back to the button) or a press outside. */
  onClose: (restoreFocus: boolean) => void;
  /** The button and the menu: a press inside does not close it. */
  within: RefObject<HTMLElement | null>;
}

/** ShareButton's menu where there is no share sheet: copy the link, or send it on WhatsApp. */
export default function ShareMenu({ id, context, copied, onCopied, onClose, within }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    const onDown = (e: PointerEvent) => {
      if (!within.current?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [onClose, within]);

  const url = window.location.href;
  const text = shareMessage(context, url);
  return (
    <Menu id={id} aria-label="Paylaşım seçenekleri">
      <li>
        <button
          type="button"
          onClick={() => {
            void copyText(url).then(onCopied);
          }}
          autoFocus
        >
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
    </Menu>
  );
}

const Menu = styled.ul`
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
  button,
  a {
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
  button:hover,
  a:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  button:focus-visible,
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
