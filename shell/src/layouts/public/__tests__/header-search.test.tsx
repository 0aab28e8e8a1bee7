import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AxiosInstance } from 'axios';
import { axiosInstance } from '@villa/shared/api/client';
import { HeaderSearch } from '../header-search';
import { LazyHeaderSearch } from '../lazy-header-search';
import { renderPublic } from './render-public';

interface Hit {
  slug: string;
  name: string;
  thumbnail: string;
  townName: string;
}

const RESULTS: Record<string, Hit[]> = {
  Kalkan: [
    {
      slug: 'villa-deniz-yildizi',
      name: 'Villa Deniz Yıldızı',
      thumbnail: '/uploads/deniz.jpg',
      townName: 'Kalkan',
    },
    { slug: 'villa-zeytin', name: 'Villa Zeytin', thumbnail: '', townName: 'Kalkan' },
  ],
  Kaş: [
    {
      slug: 'villa-kas-panorama',
      name: 'Villa Kaş Panorama',
      thumbnail: '/uploads/kas.jpg',
      townName: 'Kaş',
    },
  ],
  'Işıklı Şirince': [{ slug: 'villa-sirince', name: 'Villa Şirince', thumbnail: '', townName: 'Selçuk' }],
};

let get: MockInstance<AxiosInstance['request']>;
// Fake-clock times of each keystroke and each request. The fake clock also moves with real time
// (shouldAdvanceTime, which user-event needs), so the debounce is measured between these.
let keyTimes: number[];
let requestTimes: number[];
const lastKeyTime = () => keyTimes[keyTimes.length - 1] ?? 0;

/** The search string of each request made so far. */
const requestedTerms = () =>
  get.mock.calls.map(([config]) => (config.params as { searchString: string }).searchString);

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderPublic(<HeaderSearch />, { path: '/' });
  const input = screen.getByPlaceholderText('Villa Ara..');
  input.addEventListener('input', () => keyTimes.push(Date.now()));
  return { user, input };
}

beforeEach(async () => {
  const http = await axiosInstance();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  keyTimes = [];
  requestTimes = [];
  get = vi.spyOn(http, 'request').mockImplementation((config) => {
    requestTimes.push(Date.now());
    if (config.method !== 'GET' || config.url !== '/v1/search/input')
      return Promise.reject(new Error(`unexpected request ${config.url}`));
    const { searchString } = config.params as { searchString: string };
    return Promise.resolve({ data: { content: RESULTS[searchString] ?? [] } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('header search box', () => {
  it('at start is a stand-in box: focused, it fetches the search and hands over the text and the focus', async () => {
    renderPublic(<LazyHeaderSearch />, { path: '/' });
    const standIn = screen.getByPlaceholderText('Villa Ara..');
    expect(standIn).not.toHaveAttribute('aria-controls');
    // Focus and text before the search's code has arrived.
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'Kalkan' } });

    await waitFor(() => expect(screen.getByPlaceholderText('Villa Ara..')).toHaveAttribute('aria-controls'));
    const input = screen.getByPlaceholderText('Villa Ara..');
    expect(input).not.toBe(standIn);
    expect(input).toHaveValue('Kalkan');
    expect(input).toHaveFocus();
    await wait(1000);
    expect(requestedTerms()).toEqual(['Kalkan']);
    expect(await screen.findByRole('option', { name: 'Villa Zeytin, Kalkan' })).toBeInTheDocument();
  });

  it('asks the server only after 1000 ms without typing, and lists the villas found', async () => {
    const { user, input } = setup();
    await user.type(input, 'Kalkan');

    await wait(500);
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await wait(500);
    expect(get).toHaveBeenCalledTimes(1);
    expect(requestTimes[0]! - lastKeyTime()).toBeGreaterThanOrEqual(1000);
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/v1/search/input', params: { searchString: 'Kalkan' } }),
    );
    // A public search: no Authorization header is set by the component.
    expect(get.mock.calls[0]?.[0].headers).toBeUndefined();

    const list = await screen.findByRole('listbox', { name: 'Arama sonuçları' });
    const options = within(list).getAllByRole('option');
    // The town beside each villa's name.
    expect(options.map((o) => o.textContent)).toEqual(['Villa Deniz YıldızıKalkan', 'Villa ZeytinKalkan']);
    expect(options[0]).toHaveAccessibleName('Villa Deniz Yıldızı, Kalkan');
    expect(options[0]?.querySelector('small')).toHaveTextContent('Kalkan');
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/uploads/deniz.jpg');
  });

  it('restarts the 1000 ms wait on every key, so a pause in the middle of a word asks nothing', async () => {
    const { user, input } = setup();
    await user.type(input, 'Ka');
    await wait(500);
    await user.type(input, 'ş');
    await wait(500);
    expect(get).not.toHaveBeenCalled();

    await wait(500);
    expect(requestedTerms()).toEqual(['Kaş']);
    expect(requestTimes[0]! - lastKeyTime()).toBeGreaterThanOrEqual(1000);
    expect(await screen.findByRole('option', { name: 'Villa Kaş Panorama, Kaş' })).toBeInTheDocument();
  });

  it('sends the Turkish letters exactly as typed (the server folds them)', async () => {
    const { user, input } = setup();
    await user.type(input, 'Işıklı Şirince');
    await wait(1000);
    expect(requestedTerms()).toEqual(['Işıklı Şirince']);
    expect(await screen.findByRole('option', { name: 'Villa Şirince, Selçuk' })).toBeInTheDocument();
  });

  it('serves a text typed again from the cache without a second request', async () => {
    const { user, input } = setup();
    await user.type(input, 'Kalkan');
    await wait(1000);
    expect(await screen.findByRole('option', { name: 'Villa Deniz Yıldızı, Kalkan' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'Kaş');
    await wait(1000);
    expect(await screen.findByRole('option', { name: 'Villa Kaş Panorama, Kaş' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'Kalkan');
    await wait(1000);
    expect(await screen.findByRole('option', { name: 'Villa Deniz Yıldızı, Kalkan' })).toBeInTheDocument();
    expect(requestedTerms()).toEqual(['Kalkan', 'Kaş']);
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'Bodrum');
    await wait(1000);
    expect(await screen.findByText('“Bodrum” için villa bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('opens the villa page when a result is clicked, and empties the box', async () => {
    const { user, input } = setup();
    await user.type(input, 'Kalkan');
    await wait(1000);
    await user.click(await screen.findByRole('option', { name: 'Villa Zeytin, Kalkan' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/villa/villa-zeytin');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the villa page chosen with the arrow keys and Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'Kalkan');
    await wait(1000);
    await screen.findByRole('option', { name: 'Villa Zeytin, Kalkan' });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Villa Zeytin, Kalkan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/villa/villa-zeytin');
  });
});
