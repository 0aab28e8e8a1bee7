import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { MESSAGES } from '../config/messages';
import { Button } from './button';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': 'Yükleniyor' })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 22 }) => $size}px;
  height: ${({ $size = 22 }) => $size}px;
  border-radius: 50%;
  border: 3px solid rgba(127, 127, 127, 0.25);
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.overlay};
`;

/** Full-screen spinner overlay (SPEC §8). */
export function FullScreenSpinner() {
  return (
    <Overlay>
      <Spinner $size={44} />
    </Overlay>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function LoadingBlock({ label = MESSAGES.pageLoading }: { label?: string }) {
  return (
    <Centered aria-busy="true">
      <Spinner $size={32} />
      <span>{label}</span>
    </Centered>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Centered>
      <strong style={{ fontSize: 17 }}>{title}</strong>
      {children}
    </Centered>
  );
}

const ErrorBox = styled(Centered)`
  color: ${({ theme }) => theme.color.danger};
`;

/** Error state with an optional retry (SPEC §8 'Failed to load; network/connection error.'). */
export function ErrorState({
  message = MESSAGES.loadFailed,
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <ErrorBox role="alert">
      <span>{message}</span>
      {onRetry ? (
        <Button $variant="secondary" $size="sm" onClick={onRetry}>
          Tekrar dene
        </Button>
      ) : null}
    </ErrorBox>
  );
}

type Tone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  background: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'success'
      ? theme.color.successBg
      : $tone === 'danger'
        ? theme.color.dangerBg
        : $tone === 'warning'
          ? theme.color.warningBg
          : $tone === 'info'
            ? 'rgba(28,139,181,0.14)'
            : theme.color.surfaceAlt};
  color: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'success'
      ? theme.color.success
      : $tone === 'danger'
        ? theme.color.danger
        : $tone === 'warning'
          ? theme.color.warning
          : $tone === 'info'
            ? theme.color.primary
            : theme.color.textMuted};
`;
