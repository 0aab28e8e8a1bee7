import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchOptions } from '@villa/shared/contracts/storefront';
import { lightTheme } from '@villa/shared/ui/tokens';
import { SearchFilters, type PriceCurrency } from './search-filters';
import { loadDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { loadGuestsPanel } from '../../../components/guests-picker';

// The pickers load their code on first use; these tests use the pickers themselves.
beforeAll(async () => {
  await Promise.all([loadDateRangePicker(), loadGuestsPanel()]);
}, 60_000);

const options: SearchOptions = {
  towns: [{ id: 1, name: 'Kaş', slug: 'kas', districts: [{ id: 11, name: 'Kalkan', slug: 'kalkan' }] }],
  types: [{ id: 2, name: 'Balayı', slug: 'balayi' }],
  features: [{ id: 10, name: 'Özel havuz', category: 'Havuz' }],
  price: { min: 2000, max: 30000 },
  capacity: { max: 20 },
};

/** The listing keeps the edited filters; here a state stands in for it. */
function Harness(props: {
  values: Record<string, string>;
  fixed: Record<string, string>;
  onApply: (v: Record<string, string>) => void;
  currency?: PriceCurrency;
}) {
  const [draft, setDraft] = useState(props.values);
  return (
    <SearchFilters
      options={options}
      value={draft}
      onChange={setDraft}
      fixed={props.fixed}
      onApply={props.onApply}
      currency={props.currency}
    />
  );
}

function renderFilters(
  values: Record<string, string> = {},
  fixed: Record<string, string> = {},
  currency?: PriceCurrency,
) {
  const onApply = vi.fn();
  render(
    <ThemeProvider theme={lightTheme}>
      <Harness values={values} fixed={fixed} onApply={onApply} currency={currency} />
    </ThemeProvider>,
  );
  return { onApply };
}

const apply = () => userEvent.click(screen.getByRole('button', { name: 'Villaları Göster' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T10:00:00'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchFilters', () => {
  it('starts with any number of guests and shows the price range as hints', () => {
    renderFilters();
    expect(screen.getByRole('button', { name: /Kişi sayısı/ })).toHaveTextContent('Farketmez');
    expect(screen.getByLabelText('En az (₺/gece)')).toHaveAttribute('placeholder', '2000');
    expect(screen.getByLabelText('En çok (₺/gece)')).toHaveAttribute('placeholder', '30000');
    expect(screen.getByLabelText('Giriş tarihi')).toHaveAttribute('placeholder', 'gg.aa.yyyy');
  });

  it('applies guests by age: the breakdown and the total', async () => {
    const { onApply } = renderFilters();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Kişi sayısı/ }));
    await user.click(screen.getByRole('button', { name: 'Çocuk artır' }));
    await user.click(screen.getByRole('button', { name: 'Yetişkin artır' }));
    await user.click(screen.getByRole('button', { name: 'Bebek artır' }));
    await apply();
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ adults: '2', children: '1', infants: '1', guests: '4' }),
    );
  });

  it('reads an old link (guests=5) as five adults', async () => {
    renderFilters({ guests: '5' });
    expect(screen.getByRole('button', { name: /Kişi sayısı/ })).toHaveTextContent('5 kişi');
  });

  it("takes the price range in the visitor's currency and keeps TL in the URL", async () => {
    const { onApply } = renderFilters({ minPrice: '3500' }, {}, { sign: '€', rate: 35 });
    expect(screen.getByLabelText('En az (€/gece)')).toHaveValue(100);
    expect(screen.getByLabelText('En çok (€/gece)')).toHaveAttribute('placeholder', '857');
    await userEvent.type(screen.getByLabelText('En çok (€/gece)'), '200');
    await apply();
    expect(onApply).toHaveBeenCalledWith({ minPrice: '3500', maxPrice: '7000' });
  });

  it.each([
    [{ checkout: '2027-07-17' }, 'Giriş ve çıkış tarihlerini birlikte seçin.'],
    [{ checkin: '2027-07-17', checkout: '2027-07-17' }, 'Çıkış tarihi giriş tarihinden sonra olmalı.'],
    // Before the check-in (below the check-out field's min): the Turkish check, not the browser's.
    [{ checkin: '2027-07-17', checkout: '2027-07-10' }, 'Çıkış tarihi giriş tarihinden sonra olmalı.'],
    // An old shared link with a check-in in the past (below the field's min).
    [{ checkin: '2027-05-20', checkout: '2027-05-27' }, 'Giriş tarihi geçmiş bir tarih olamaz.'],
    [{ minPrice: '9000', maxPrice: '3000' }, 'En düşük fiyat en yüksek fiyattan büyük olamaz.'],
  ])('refuses %o in Turkish without applying', async (values, message) => {
    const { onApply } = renderFilters(values);
    await apply();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies a valid search with all values at once', async () => {
    const { onApply } = renderFilters({ town: 'kas' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Giriş tarihi'), '01.06.2027{Enter}');
    await user.type(screen.getByLabelText('Çıkış tarihi'), '04.06.2027{Enter}');
    await user.selectOptions(screen.getByLabelText('Mevki'), 'Kalkan');
    await user.click(screen.getByRole('checkbox', { name: 'Özel havuz' }));
    expect(onApply).not.toHaveBeenCalled();
    await apply();
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({
      town: 'kas',
      checkin: '2027-06-01',
      checkout: '2027-06-04',
      district: 'kalkan',
      features: '10',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides what the page itself fixes', () => {
    renderFilters({}, { town: 'kas', types: '2' });
    expect(screen.queryByLabelText('Bölge')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Balayı' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mevki')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Tüm Kaş' })).toBeInTheDocument();
  });
});
