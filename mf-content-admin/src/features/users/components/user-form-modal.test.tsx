import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '@villa/shared/api/client';
import type { UserRow } from '@villa/shared/contracts/users';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { UserFormModal } from './user-form-modal';

const ayse: UserRow = {
  id: 5,
  email: 'ayse@ornek.com.tr',
  role: 'OWNER',
  active: true,
  phone: '+90 555 111 22 33',
  createdAt: '2026-01-01T10:00:00Z',
  lastLoginAt: null,
  lockedUntil: null,
  UserDetail: { firstName: 'Ayşe', lastName: 'Kaya' },
};

async function setup(user: UserRow | null) {
  const http = await axiosInstance();
  const request = vi.spyOn(http, 'request').mockImplementation((async () => ({
    data: { content: ayse },
    status: 200,
    headers: {},
  })) as never);
  const toast = vi.fn();
  const onClose = vi.fn();
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <AppThemeProvider>
        <ShellServicesContext.Provider value={{ toast, reportError: vi.fn() }}>
          <UserFormModal user={user} open onClose={onClose} />
        </ShellServicesContext.Provider>
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { request, toast, onClose };
}

afterEach(() => vi.restoreAllMocks());

describe('UserFormModal', { timeout: 60_000 }, () => {
  it('a new user: checks the fields first, then creates with the password, toasts and closes', async () => {
    const user = userEvent.setup();
    const { request, toast, onClose } = await setup(null);
    const form = screen.getByRole('form', { name: 'Kullanıcı formu' });
    expect(screen.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ad gerekli.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Ad'), 'Ayşe');
    await user.type(screen.getByLabelText('Soyad'), 'Kaya');
    await user.type(screen.getByLabelText('E-posta'), 'ayse@ornek.com.tr');
    await user.type(screen.getByLabelText('Şifre'), 'Guvenli-Sifre-9');
    await user.selectOptions(screen.getByLabelText('Rol'), 'OWNER');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/v1/admin/users',
        data: expect.objectContaining({
          firstName: 'Ayşe',
          lastName: 'Kaya',
          email: 'ayse@ornek.com.tr',
          password: 'Guvenli-Sifre-9',
          role: 'OWNER',
          active: true,
        }),
      }),
    );
    expect(toast).toHaveBeenCalledWith('success', 'Kullanıcı oluşturuldu.');
    expect(form).toBeInTheDocument();
  });

  it('an existing user: starts from the row, keeps the password when left empty and updates by id', async () => {
    const user = userEvent.setup();
    const { request, toast, onClose } = await setup(ayse);
    expect(screen.getByLabelText('Soyad')).toHaveValue('Kaya');
    expect(screen.getByText('Boş bırakırsanız şifre değişmez.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Soyad'));
    await user.type(screen.getByLabelText('Soyad'), 'Demir');
    await user.click(screen.getByRole('switch', { name: 'Aktif' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const sent = request.mock.calls[0]![0] as unknown as { method: string; url: string; data: unknown };
    expect(sent).toMatchObject({ method: 'PUT', url: '/v1/admin/users/5' });
    expect(sent.data).toMatchObject({ lastName: 'Demir', active: false });
    expect((sent.data as { password?: string }).password ?? '').toBe('');
    expect(toast).toHaveBeenCalledWith('success', 'Kullanıcı güncellendi.');
  });
});
