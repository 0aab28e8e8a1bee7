import { ThemeProvider } from 'styled-components';
import { useHeldValue } from '../kit.test-support';
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
  const [value, change] = useHeldValue<DateRangeValue>({ from: null, to: null }, onChange);
  return (
    <ThemeProvider theme={lightTheme}>
      <LazyDateRangePicker value={value} onChange={change} onRefusedChange={onRefused} min="2027-06-01" />
    </ThemeProvider>
  );
}

/**
 * Holds the picker's code back until the test lets it through (a slow network): a test file mocks
 * './date-range-picker' with afterPickerGate.
 */
export const pickerGate = (() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
})();

/**
 * The mock of './date-range-picker' whose code arrives when the test calls `pickerGate.release()`:
 * `vi.mock('./date-range-picker', async (importOriginal) => (await import('./lazy-harness.test-support')).afterPickerGate(importOriginal))`.
 */
export async function afterPickerGate<M>(importOriginal: () => Promise<M>): Promise<M> {
  await pickerGate.held;
  return importOriginal();
}
