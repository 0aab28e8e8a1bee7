import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { Modal } from './modal';
import { lightTheme } from './tokens';

// Test support for the kit's component tests: the theme around what they render, a dialog around a
// field, and a field's value held as a form holds it.

/** Test support: `ui` rendered in the light theme, as the kit's components stand on a page. */
export const renderThemed = (ui: ReactNode) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

/**
 * Test support: `field` rendered in the theme inside an open Modal titled `title`. Returns the
 * modal's onClose mock, to tell whether an Escape reached the dialog around the field.
 */
export function renderInModal(field: ReactNode, title: string) {
  const closeModal = vi.fn();
  renderThemed(
    <Modal title={title} open onClose={closeModal}>
      {field}
    </Modal>,
  );
  return closeModal;
}

/**
 * Test support: a controlled field's value held as a form holds it, for a test's harness component:
 * `change` tells `onChange` (when given) each value handed out, then keeps it.
 */
export function useHeldValue<V>(initial: V, onChange?: (value: V) => void): [V, (value: V) => void] {
  const [value, setValue] = useState<V>(initial);
  const change = (next: V) => {
    onChange?.(next);
    setValue(next);
  };
  return [value, change];
}

/** Test support: empties `field` and types `text` into it, as a user correcting what is there. */
export async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}
