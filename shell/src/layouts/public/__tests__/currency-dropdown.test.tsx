import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCurrency } from '@villa/shared/stores/currency';
import { CurrencyDropdown } from '../currency-dropdown';
import { renderPublic } from './render-public';

const CURRENCY_KEY = 'villa.currency';

beforeEach(() => {
  localStorage.clear();
  useCurrency.setState({ currency: 'TL' });
});

afterEach(() => {
  localStorage.clear();
  useCurrency.setState({ currency: 'TL' });
});

describe('currency dropdown', () => {
  it('shows Turkish lira until another currency is chosen', async () => {
    renderPublic(<CurrencyDropdown />);
    expect(screen.getByTestId('currency-current')).toHaveTextContent('₺ TL');
    await userEvent.click(screen.getByRole('button', { name: 'Para birimi: TL' }));
    expect(screen.getByRole('button', { name: /TL/, pressed: true })).toHaveTextContent('TL₺ TL');
    for (const label of ['Dolar', 'Euro', 'Sterlin']) {
      expect(screen.getByRole('button', { name: new RegExp(label), pressed: false })).toBeInTheDocument();
    }
  });

  it.each([
    { label: 'Dolar', currency: 'DOLLAR', shown: '$ DOLLAR' },
    { label: 'Euro', currency: 'EURO', shown: '€ EURO' },
    { label: 'Sterlin', currency: 'POUND', shown: '£ POUND' },
  ] as const)('stores $currency when $label is chosen', async ({ label, currency, shown }) => {
    const user = userEvent.setup();
    renderPublic(<CurrencyDropdown />);
    await user.click(screen.getByRole('button', { name: 'Para birimi: TL' }));
    await user.click(screen.getByRole('button', { name: new RegExp(label) }));

    expect(useCurrency.getState().currency).toBe(currency);
    expect(localStorage.getItem(CURRENCY_KEY)).toBe(currency);
    expect(screen.getByTestId('currency-current')).toHaveTextContent(shown);
    // The choice closes the list, and the button now names the chosen currency.
    const trigger = screen.getByRole('button', { name: `Para birimi: ${label}` });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /TL/ })).not.toBeInTheDocument();

    await user.click(trigger);
    expect(screen.getByRole('button', { name: new RegExp(label), pressed: true })).toBeInTheDocument();
  });
});
