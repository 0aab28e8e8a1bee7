import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import type { ParcelConfigObject } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteProps } from '@villa/shared/parcel/props';
import { lightTheme } from '@villa/shared/ui/tokens';
import { RemoteArea } from '../remote-area';

const parcel = {
  mount: vi.fn<(props: RemoteProps) => Promise<void>>(async () => {}),
  update: vi.fn<(props: RemoteProps) => Promise<void>>(async () => {}),
  unmount: vi.fn(async () => {}),
  bootstrap: vi.fn(async () => {}),
};

vi.mock('../../runtime/load-parcel', () => ({
  loadParcel: () => Promise.resolve(parcel as unknown as ParcelConfigObject),
}));

let navigate: ReturnType<typeof useNavigate> | null = null;
function Navigator() {
  navigate = useNavigate();
  return null;
}

afterEach(() => {
  vi.clearAllMocks();
  navigate = null;
});

describe('the remote area', () => {
  it('gives the parcel its props once at the mount, and again only when the location changes', async () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/villa/villa-mavi-koy']}>
          <Navigator />
          <RemoteArea remote="storefront" basename="/" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await waitFor(() => expect(parcel.mount).toHaveBeenCalledOnce());
    expect(parcel.mount.mock.calls[0]![0].location.pathname).toBe('/villa/villa-mavi-koy');
    // The area is ready: its loading state is gone…
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // …and the parcel was not given the same props a second time (that re-rendered the remote's
    // whole first screen in one blocking task).
    expect(parcel.update).not.toHaveBeenCalled();

    await act(async () => {
      await navigate!('/listing?guests=4');
    });
    await waitFor(() => expect(parcel.update).toHaveBeenCalledOnce());
    const sent = parcel.update.mock.calls[0]![0];
    expect(sent.location.pathname).toBe('/listing');
    expect(sent.location.search).toBe('?guests=4');
  });
});
