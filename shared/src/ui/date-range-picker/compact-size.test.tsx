import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { CONTROL_HEIGHT, Select } from '../form';
import { lightTheme } from '../tokens';
import { DateRangePicker } from './date-range-picker';

describe('DateRangePicker size="compact" (admin filter rows)', () => {
  it('is as tall as the admin kit’s select beside it, its labels above the fields and still naming them', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <DateRangePicker
          size="compact"
          sameDay
          labels={{ from: 'Başlangıç', to: 'Bitiş' }}
          value={{ from: '2027-07-01', to: null }}
          onChange={() => {}}
        />
        <Select aria-label="Sıralama" />
      </ThemeProvider>,
    );
    const from = screen.getByRole('combobox', { name: 'Başlangıç' });
    expect(from).toHaveValue('01.07.2027');
    expect(screen.getByRole('combobox', { name: 'Bitiş' })).toHaveValue('');
    // The box around the fields (and the calendar button) holds no label: they sit above it.
    const box = screen.getByRole('button', { name: 'Takvimi aç' }).parentElement!;
    expect(box.querySelector('label')).toBeNull();
    expect(box.previousElementSibling?.querySelectorAll('label')).toHaveLength(2);
    expect(getComputedStyle(box).minHeight).toBe(CONTROL_HEIGHT);
    expect(getComputedStyle(screen.getByRole('combobox', { name: 'Sıralama' })).minHeight).toBe(
      CONTROL_HEIGHT,
    );
  });

  it('keeps the regular size’s labels inside its taller fields by default', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <DateRangePicker value={{ from: null, to: null }} onChange={() => {}} />
      </ThemeProvider>,
    );
    const box = screen.getByRole('button', { name: 'Takvimi aç' }).parentElement!;
    expect(box.querySelectorAll('label')).toHaveLength(2);
    expect(getComputedStyle(box).minHeight).toBe('56px');
  });
});
