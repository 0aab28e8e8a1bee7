import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { choicesOf, Refreshing, ToolbarSelect } from './list-toolbar';
import { lightTheme } from './tokens';

const LABELS = { pending: 'Onay bekleyen', approved: 'Yayında' } as const;

describe('list toolbar', () => {
  it("names the filter, offers 'Tümü' first and reports '' for it", async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <ToolbarSelect
          id="status"
          label="Durum"
          all="all"
          value="all"
          onChange={onChange}
          options={choicesOf(['pending', 'approved'] as const, (s) => LABELS[s])}
        />
      </ThemeProvider>,
    );
    const select = screen.getByLabelText('Durum');
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['all', 'Tümü'],
      ['pending', 'Onay bekleyen'],
      ['approved', 'Yayında'],
    ]);
    await userEvent.selectOptions(select, 'approved');
    expect(onChange).toHaveBeenLastCalledWith('approved');
  });

  it("says 'Güncelleniyor…' only while a loaded list loads again", () => {
    const { rerender } = render(<Refreshing query={{ isFetching: true, isPending: true }} />);
    expect(screen.queryByText('Güncelleniyor…')).toBeNull();
    rerender(<Refreshing query={{ isFetching: true, isPending: false }} />);
    expect(screen.getByText('Güncelleniyor…')).toBeTruthy();
  });
});
