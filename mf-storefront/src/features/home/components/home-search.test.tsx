import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { regionsQuery } from '@villa/shared/api/site';
import type { RegionsContent } from '@villa/shared/contracts/site';
import { useLocation } from '@villa/shared/parcel/router';
import { loadDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { loadGuestsPanel } from '../../../components/guests-picker';
import { lightTheme } from '@villa/shared/ui/tokens';
import { HomeSearch } from './home-search';

const regions: RegionsContent = {
  towns: [
    { id: 1, name: 'Kaş', slug: 'kas', District: [] },
    { id: 2, name: 'Fethiye', slug: 'fethiye', District: [] },
  ],
};

function Listing() {
  const { pathname, search } = useLocation();
  return <p data-testid="listing">{`${pathname}${search}`}</p>;
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(regionsQuery().queryKey, regions);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<HomeSearch />} />
            <Route path="/listing" element={<Listing />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const form = () => screen.getByRole('form', { name: 'Villa arama' });
const find = () => userEvent.click(screen.getByRole('button', { name: /Villa Bul/ }));

// The hero's pickers load their code on first use; these tests use the pickers themselves.
beforeAll(async () => {
  await Promise.all([loadDateRangePicker(), loadGuestsPanel()]);
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T10:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('the home search', () => {
  it('opens the listing with the region, dates and guests by age in the URL', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Bölge'), 'Kaş');
    // Dates typed the Turkish way into the picker's fields.
    await user.type(screen.getByLabelText('Giriş tarihi'), '10.07.2027{Enter}');
    await user.type(screen.getByLabelText('Çıkış tarihi'), '17.07.2027{Enter}');
    await user.click(screen.getByRole('button', { name: /Misafir/ }));
    await user.click(screen.getByRole('button', { name: 'Yetişkin artır' }));
    await user.click(screen.getByRole('button', { name: 'Çocuk artır' }));
    await user.click(screen.getByRole('button', { name: 'Bebek artır' }));
    await find();
    expect(screen.getByTestId('listing')).toHaveTextContent(
      '/listing?town=kas&checkin=2027-07-10&checkout=2027-07-17&guests=5&adults=3&children=1&infants=1',
    );
  });

  it.each([
    [['10.07.2027', ''], 'Giriş ve çıkış tarihlerini birlikte seçin.'],
    [['10.07.2027', '08.07.2027'], 'Çıkış tarihi girişten sonra olmalı.'],
  ])(
    'refuses the dates %o in Turkish and stays on the page',
    { timeout: 60_000 },
    async ([checkin, checkout], message) => {
      renderSearch();
      const user = userEvent.setup();
      if (checkin) await user.type(screen.getByLabelText('Giriş tarihi'), `${checkin}{Enter}`);
      if (checkout) await user.type(screen.getByLabelText('Çıkış tarihi'), `${checkout}{Enter}`);
      await find();
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(message);
      expect(screen.queryByTestId('listing')).not.toBeInTheDocument();
      expect(form()).toBeInTheDocument();
    },
  );

  it('refuses a check-in in the past as it is typed', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Giriş tarihi'), '20.05.2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('En erken 01.06.2027 seçilebilir.');
    expect(screen.getByLabelText('Giriş tarihi')).toHaveAttribute('aria-invalid', 'true');
  });

  // A typed day the picker refuses keeps the value it had: the search must not go on with that.
  it.each([
    ['an impossible day', '31.02.2027', '31.02.2027 diye bir tarih yok.'],
    ['a day in the past', '20.05.2027', 'En erken 01.06.2027 seçilebilir.'],
    ['a day in the wrong form', '2027-07-10', 'Tarihi gg.aa.yyyy biçiminde yazın (örneğin 14.07.2027).'],
  ])('does not search with %s typed as the check-in', { timeout: 60_000 }, async (_, typed, message) => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Giriş tarihi'), typed);
    // Straight to the button: the field's check runs as it loses the focus.
    await find();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Giriş tarihi')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('listing')).not.toBeInTheDocument();
    expect(form()).toBeInTheDocument();
  });

  it('does not search with the earlier dates when the check-out typed over them is refused', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Giriş tarihi'), '10.07.2027{Enter}');
    await user.type(screen.getByLabelText('Çıkış tarihi'), '17.07.2027{Enter}');
    await user.clear(screen.getByLabelText('Çıkış tarihi'));
    await user.type(screen.getByLabelText('Çıkış tarihi'), '08.07.2027');
    await find();
    expect(screen.getByRole('alert')).toHaveTextContent('Çıkış tarihi girişten sonra olmalı.');
    expect(screen.queryByTestId('listing')).not.toBeInTheDocument();

    // Corrected, the search goes on with what is in the fields.
    await user.clear(screen.getByLabelText('Çıkış tarihi'));
    await user.type(screen.getByLabelText('Çıkış tarihi'), '14.07.2027');
    await find();
    expect(screen.getByTestId('listing')).toHaveTextContent('checkin=2027-07-10&checkout=2027-07-14');
  });
});
