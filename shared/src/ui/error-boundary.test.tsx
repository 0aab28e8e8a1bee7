import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Part() {
  if (broken) throw new Error('chunk failed');
  return <p>Bölüm yüklendi</p>;
}

function Page({ onRetry }: { onRetry?: () => void }) {
  const [path, setPath] = useState('/');
  return (
    <>
      <button type="button" onClick={() => setPath('/listing')}>
        Başka sayfa
      </button>
      <ErrorBoundary
        resetKey={path}
        onRetry={onRetry}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Tekrar dene
          </button>
        )}
      >
        <Part />
      </ErrorBoundary>
      <p>Sayfanın geri kalanı</p>
    </>
  );
}

afterEach(() => {
  broken = true;
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('keeps a failure inside its part and renders the part again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const onRetry = vi.fn(() => {
      broken = false;
    });
    render(<Page onRetry={onRetry} />);
    expect(screen.getByText('Sayfanın geri kalanı')).toBeInTheDocument();
    expect(screen.queryByText('Bölüm yüklendi')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Bölüm yüklendi')).toBeInTheDocument();
  });

  it('clears the failure when its reset key changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Başka sayfa' }));
    expect(screen.getByText('Bölüm yüklendi')).toBeInTheDocument();
  });
});
