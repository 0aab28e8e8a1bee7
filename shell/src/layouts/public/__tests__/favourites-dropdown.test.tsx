import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFavourites, type FavouriteVilla } from '@villa/shared/stores/favourites';
import { notify } from '@villa/shared/ui/notify';
import { FavouritesDropdown } from '../favourites-dropdown';
import { renderPublic } from './render-public';

// The toast is raised through notify; the spy keeps react-toastify out of the test.
vi.mock('@villa/shared/ui/notify', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notify: vi.fn(),
}));

const FAVOURITES_KEY = 'villa.favourites';

const DENIZ: FavouriteVilla = {
  id: 11,
  slug: 'villa-deniz-yildizi',
  name: 'Villa Deniz Yıldızı',
  thumbnail: '/uploads/villas/deniz-thumb.jpg',
};
const ZEYTIN: FavouriteVilla = {
  id: 27,
  slug: 'villa-zeytin',
  name: 'Villa Zeytin',
  thumbnail: '/uploads/villas/zeytin-thumb.jpg',
};

function seed(items: FavouriteVilla[]) {
  useFavourites.setState({ items });
  localStorage.setItem(FAVOURITES_KEY, JSON.stringify(items));
}

async function openFavourites(count: number) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Favoriler (${count})` }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  useFavourites.setState({ items: [] });
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  localStorage.clear();
  useFavourites.setState({ items: [] });
});

describe('favourites dropdown', () => {
  it('says there are no favourites when none were added', async () => {
    renderPublic(<FavouritesDropdown />);
    expect(screen.queryByTestId('favourites-count')).not.toBeInTheDocument();
    await openFavourites(0);
    expect(screen.getByText('Favorilere eklenmiş villanız yok.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the number of favourites on the heart button', () => {
    seed([DENIZ, ZEYTIN]);
    renderPublic(<FavouritesDropdown />);
    expect(screen.getByTestId('favourites-count')).toHaveTextContent('2');
  });

  it('lists each favourite with its name, thumbnail and a link to its villa page', async () => {
    seed([DENIZ, ZEYTIN]);
    renderPublic(<FavouritesDropdown />);
    await openFavourites(2);

    expect(screen.queryByText('Favorilere eklenmiş villanız yok.')).not.toBeInTheDocument();
    const list = screen.getByTestId('favourites-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Villa Deniz Yıldızı', 'Villa Zeytin']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/villa/villa-deniz-yildizi',
      '/villa/villa-zeytin',
    ]);
    expect(links.map((a) => a.querySelector('img')?.getAttribute('src'))).toEqual([
      '/uploads/villas/deniz-thumb.jpg',
      '/uploads/villas/zeytin-thumb.jpg',
    ]);
  });

  it('opens the villa page from the list and closes the dropdown', async () => {
    seed([DENIZ]);
    renderPublic(<FavouritesDropdown />);
    const user = await openFavourites(1);
    await user.click(screen.getByRole('link', { name: 'Villa Deniz Yıldızı' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/villa/villa-deniz-yildizi');
    expect(screen.queryByTestId('favourites-list')).not.toBeInTheDocument();
  });

  it('removes a favourite from the dropdown and confirms it with a toast', async () => {
    seed([DENIZ, ZEYTIN]);
    renderPublic(<FavouritesDropdown />);
    const user = await openFavourites(2);
    await user.click(screen.getByRole('button', { name: 'Villa Deniz Yıldızı favorilerden kaldır' }));

    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith('info', 'Villa favorilerden kaldırıldı.');
    const list = screen.getByTestId('favourites-list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Villa Zeytin']);
    expect(screen.getByRole('button', { name: 'Favoriler (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('favourites-count')).toHaveTextContent('1');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null')).toEqual([ZEYTIN]);
  });

  it('shows the empty text once the last favourite is removed', async () => {
    seed([ZEYTIN]);
    renderPublic(<FavouritesDropdown />);
    const user = await openFavourites(1);
    await user.click(screen.getByRole('button', { name: 'Villa Zeytin favorilerden kaldır' }));

    expect(notify).toHaveBeenCalledWith('info', 'Villa favorilerden kaldırıldı.');
    expect(screen.getByText('Favorilere eklenmiş villanız yok.')).toBeInTheDocument();
    expect(screen.queryByTestId('favourites-count')).not.toBeInTheDocument();
  });
});
