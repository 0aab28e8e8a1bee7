import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../tokens';
import type { DateRangeValue } from './availability';
import { LazyDateRangePicker } from './lazy-date-range-picker';

/** A form holding a LazyDateRangePicker's value, telling the test each change and refusal. */
export function LazyPickerHarness({
  onChange,
  onRefused,
}: {
  onChange: (v: DateRangeValue) => void;
  onRefused: (r: boolean) => void;
}) {
  const [value, setValue] = useState<DateRangeValue>({ from: null, to: null });
  return (
    <ThemeProvider theme={lightTheme}>
      <LazyDateRangePicker
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        onRefusedChange={onRefused}
        min="2027-06-01"
      />
    </ThemeProvider>
  );
}

/**
 * Holds the picker's code back until the test lets it through (a slow network). A test file mocks
 * './date-range-picker' with `await pickerGate.held` before `importOriginal()`.
 */
export const pickerGate = (() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
})();
