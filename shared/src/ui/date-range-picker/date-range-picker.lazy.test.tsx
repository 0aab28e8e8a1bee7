import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../tokens';
import { DateRangePicker } from './date-range-picker';

// Counts the evaluations of react-day-picker: the closed fields must not need it.
const loaded = vi.hoisted(() => ({ dayPicker: 0 }));
vi.mock('react-day-picker', async (importOriginal) => {
  loaded.dayPicker += 1;
  return importOriginal();
});

describe('DateRangePicker loading', () => {
  it('loads the calendar only when the picker opens', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={lightTheme}>
        <DateRangePicker value={{ from: null, to: null }} onChange={() => {}} min="2027-07-01" />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Giriş')).toBeInTheDocument();
    expect(loaded.dayPicker).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    expect(await screen.findByRole('grid', { name: 'Temmuz 2027' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(loaded.dayPicker).toBe(1);
  });
});
