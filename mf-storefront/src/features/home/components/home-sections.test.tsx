import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AxiosInstance } from 'axios';
import { axiosInstance } from '@villa/shared/api/client';
import { homeDataQuery } from '@villa/shared/api/site';
import { useCurrency } from '@villa/shared/stores/currency';
import { lightTheme } from '@villa/shared/ui/tokens';
import { commentsQueryKey } from '../api/get-comments';
import { featuredQuery } from '../api/get-featured';
import { popularTownsQuery } from '../api/get-popular-towns';
import { shortTermQuery } from '../api/get-shortterm';
import { showcasesQuery } from '../api/get-showcases';
import { HomeLowerSections } from './home-sections';

const SUBSCRIBE = '/v1/website/subscribe';

function renderHome() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  // The other lower sections start from empty data, so no request is made for them.
  client.setQueryData(homeDataQuery().queryKey, { footerData: [], exchange: [], settings: [] });
  client.setQueryData(popularTownsQuery().queryKey, []);
  client.setQueryData(featuredQuery().queryKey, { villaOfMonth: null, popular: [] });
  client.setQueryData(showcasesQuery().queryKey, []);
  client.setQueryData(shortTermQuery().queryKey, { items: [], total: 0 });
  client.setQueryData(commentsQueryKey(), {
    pages: [{ items: [], total: 0 }],
    pageParams: [0],
  });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/']}>
          <HomeLowerSections />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('form', { name: 'Fırsatlardan ilk siz haberdar olun' }));
}

type RequestSpy = MockInstance<AxiosInstance['request']>;

/**
 * The calls made through the endpoint helpers (shared/src/api/request.ts) reach the instance's
 * request. No GET is expected: every section below the fold starts from seeded data.
 */
async function spyRequests(): Promise<RequestSpy> {
  return vi
    .spyOn(await axiosInstance(), 'request')
    .mockImplementation(((config: { method?: string; url?: string }) =>
      Promise.reject(new Error(`unexpected ${config.method} ${config.url}`))) as AxiosInstance['request']);
}

const subscribeCall = (body: unknown) =>
  expect.objectContaining({ method: 'POST', url: SUBSCRIBE, data: body });

const gets = (spy: RequestSpy) =>
  spy.mock.calls.filter(([config]) => (config as { method?: string }).method === 'GET');

let requests: RequestSpy;

beforeEach(async () => {
  localStorage.clear();
  useCurrency.setState({ currency: 'TL' });
  requests = await spyRequests();
});

afterEach(() => {
  // The seeded sections asked for nothing.
  expect(gets(requests)).toEqual([]);
  vi.restoreAllMocks();
});

describe('newsletter sign-up on the home page', () => {
  it('shows the KVKK consent wording with a link to the notice', () => {
    const form = renderHome();
    const consent = form.getByRole('checkbox');
    expect(consent).not.toBeChecked();
    expect(consent.closest('label')).toHaveTextContent(
      'Kişisel verilerimin KVKK Aydınlatma Metni kapsamında e-bülten gönderimi için işlenmesini kabul ediyorum.',
    );
    expect(form.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/website/kvkk',
    );
  });

  it('requires a valid e-mail address', async () => {
    const post = requests;
    const form = renderHome();
    const user = userEvent.setup();
    await user.click(form.getByRole('checkbox'));

    await user.click(form.getByRole('button', { name: 'Abone Ol' }));
    expect(form.getByRole('alert')).toHaveTextContent('Geçerli bir e-posta adresi girin.');

    await user.type(form.getByLabelText('E-posta adresiniz'), 'ayse@ornek');
    await user.click(form.getByRole('button', { name: 'Abone Ol' }));
    expect(form.getByRole('alert')).toHaveTextContent('Geçerli bir e-posta adresi girin.');
    expect(post).not.toHaveBeenCalled();
  });

  it('requires the KVKK consent', async () => {
    const post = requests;
    const form = renderHome();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-posta adresiniz'), 'ayse@ornek.com');
    await user.click(form.getByRole('button', { name: 'Abone Ol' }));
    expect(form.getByRole('alert')).toHaveTextContent(
      'Abone olmak için KVKK aydınlatma metnini onaylamanız gerekiyor.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('subscribes with the JSON body and confirms', async () => {
    const post = requests.mockResolvedValue({
      data: { content: { message: 'Bültenimize abone oldunuz. Teşekkür ederiz!' } },
    });
    const form = renderHome();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-posta adresiniz'), '  ayse@ornek.com ');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Abone Ol' }));

    expect(await form.findByRole('status')).toHaveTextContent('Bültenimize abone oldunuz. Teşekkür ederiz!');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(subscribeCall({ email: 'ayse@ornek.com', consent: true }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.getByLabelText('E-posta adresiniz')).toHaveValue('');
  });

  it('treats an address already on the list as a success', async () => {
    // The server stores a repeated address once and answers it like a new one (200, same message).
    const post = requests.mockResolvedValue({
      data: { content: { message: 'Bültenimize abone oldunuz. Teşekkür ederiz!' } },
    });
    const form = renderHome();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-posta adresiniz'), 'ayse@ornek.com');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Abone Ol' }));
    await form.findByRole('status');

    await user.type(form.getByLabelText('E-posta adresiniz'), 'ayse@ornek.com');
    await user.click(form.getByRole('button', { name: 'Abone Ol' }));
    expect(await form.findByRole('status')).toHaveTextContent('Bültenimize abone oldunuz. Teşekkür ederiz!');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenNthCalledWith(2, subscribeCall({ email: 'ayse@ornek.com', consent: true }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses", async () => {
    requests.mockRejectedValue({
      isAxiosError: true,
      response: {
        status: 429,
        data: { content: { message: 'Çok fazla deneme yaptınız, biraz sonra deneyin.' } },
      },
    });
    const form = renderHome();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-posta adresiniz'), 'ayse@ornek.com');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Abone Ol' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Çok fazla deneme yaptınız, biraz sonra deneyin.',
    );
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    expect(form.getByLabelText('E-posta adresiniz')).toHaveValue('ayse@ornek.com');
  });
});
