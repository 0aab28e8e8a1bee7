import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.overlay};
`;

const Dialog = styled.div<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '860px' : '560px')}, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  padding: ${({ theme }) => theme.space.xl};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  header h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** Accessible dialog: focus moves in, Escape closes, background click closes. */
export function Modal({ title, open, onClose, children, wide }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's re-render (a new arrow function) does not re-run the effect
  // below, which would pull the focus out of the field being typed in.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // Not an Escape already handled inside the dialog (an open date picker closes first).
      if (e.key === 'Escape' && !e.defaultPrevented) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $wide={wide}>
        <header>
          <h2 id={titleId}>{title}</h2>
          <IconButton aria-label="Kapat" onClick={onClose}>
            ✕
          </IconButton>
        </header>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
