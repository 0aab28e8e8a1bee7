import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead, with `retry` to render the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before a retry (for example to make a lazily loaded part fetch its code again). */
  onRetry?: () => void;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** A change of this value (the page's path, say) clears a failure: the children render again. */
  resetKey?: unknown;
}

/**
 * Keeps a failure (a chunk that did not download, a crash) inside one part of a page: the rest of
 * the page stays, and the part shows `fallback` with a way to try again.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
