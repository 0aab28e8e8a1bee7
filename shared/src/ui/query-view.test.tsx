import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, type ViewedQuery } from './query-view';
import { AppThemeProvider } from './theme-provider';

const view = (query: ViewedQuery<string[]>, texts: { loading?: string; failed?: string } = {}) =>
  render(
    <AppThemeProvider>
      <QueryView query={query} {...texts}>
        {(names) => <p>{names.join(', ')}</p>}
      </QueryView>
    </AppThemeProvider>,
  );

describe('QueryView', () => {
  it('shows the loading block, with its own text when given', () => {
    view(
      { isPending: true, isError: false, data: undefined, refetch: () => undefined },
      { loading: 'Takvim yükleniyor…' },
    );
    expect(screen.getByText('Takvim yükleniyor…')).toBeInTheDocument();
  });

  it('shows the error with a retry that refetches', async () => {
    const refetch = vi.fn();
    view({ isPending: false, isError: true, data: undefined, refetch }, { failed: 'Takvim yüklenemedi.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Takvim yüklenemedi.');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('hands its data to the children once loaded', () => {
    view({ isPending: false, isError: false, data: ['Kaş', 'Kalkan'], refetch: () => undefined });
    expect(screen.getByText('Kaş, Kalkan')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
