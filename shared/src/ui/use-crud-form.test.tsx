import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '../api/client';
import { marinaBodySchema, type Marina } from '../contracts/marinas';
import { createMarina, listMarinas, updateMarina } from '../contracts/routes/marinas';
import { zodResolver } from '../lib/form-resolver';
import { ShellServicesContext } from '../parcel/remote-context';
import { useCrudForm } from './use-crud-form';

const marina: Marina = {
  id: 7,
  marina_id: 7,
  name: 'Setur Marina',
  town_id: 2,
  town_name: 'Fethiye',
  location: 'Karagözler',
  description: '',
  boat_count: 0,
};

const empty = { name: '', town_id: '', location: '', description: '' };
const valuesOf = (m: Marina | null) =>
  m ? { name: m.name, town_id: m.town_id, location: m.location, description: m.description } : empty;

function MarinaForm({ entity, onClose }: { entity: Marina | null; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const { form, onSubmit, submitting, errors } = useCrudForm({
    entity,
    open,
    onClose: () => {
      setOpen(false);
      onClose();
    },
    resolver: zodResolver(marinaBodySchema),
    valuesOf,
    create: createMarina,
    update: updateMarina,
    params: (m) => ({ marina_id: m.id }),
    invalidates: [listMarinas],
    created: 'Marina eklendi.',
    updated: 'Marina güncellendi.',
  });
  return (
    <form onSubmit={onSubmit} aria-label="Marina formu">
      <label>
        Marina adı
        <input {...form.register('name')} />
      </label>
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <label>
        İlçe
        <input {...form.register('town_id')} />
      </label>
      <button type="submit" disabled={submitting}>
        Kaydet
      </button>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        Aç/kapat
      </button>
      <output>{open ? 'açık' : 'kapalı'}</output>
    </form>
  );
}

async function setup(
  entity: Marina | null,
  answer: (config: { method?: string; url?: string; data?: unknown }) => unknown,
) {
  const http = await axiosInstance();
  const request = vi.spyOn(http, 'request').mockImplementation((async (config: never) => ({
    data: await answer(config),
    status: 200,
    headers: {},
  })) as never);
  const toast = vi.fn();
  const onClose = vi.fn();
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={qc}>
      <ShellServicesContext.Provider value={{ toast, reportError: vi.fn() }}>
        {children}
      </ShellServicesContext.Provider>
    </QueryClientProvider>
  );
  render(wrap(<MarinaForm entity={entity} onClose={onClose} />));
  return { request, toast, onClose, invalidate };
}

/** The dialog's 'Kaydet'. */
const save = () => userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

/** A request the form sent: `method url`, with `data` among its body's fields. */
const sent = (method: string, url: string, data: Record<string, unknown>) =>
  expect.objectContaining({ method, url, data: expect.objectContaining(data) });

afterEach(() => vi.restoreAllMocks());

describe('useCrudForm', () => {
  it('a new row: validates with the contract, creates, toasts, refreshes the list and closes', async () => {
    const { request, toast, onClose, invalidate } = await setup(null, () => ({ content: { ...marina } }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(request).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Marina adı'), 'Yat Limanı');
    await userEvent.type(screen.getByLabelText('İlçe'), '2');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith(
      sent('POST', '/v1/admin/marina', { name: 'Yat Limanı', town_id: 2 }),
    );
    expect(toast).toHaveBeenCalledWith('success', 'Marina eklendi.');
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['/v1/admin/marina'] }));
  });

  it('an existing row: starts from its values and updates through its own path parameter', async () => {
    const { request, toast, onClose } = await setup(marina, () => ({ content: { ...marina } }));
    expect(screen.getByLabelText('Marina adı')).toHaveValue('Setur Marina');
    await userEvent.clear(screen.getByLabelText('Marina adı'));
    await userEvent.type(screen.getByLabelText('Marina adı'), 'Setur Fethiye');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith(sent('PUT', '/v1/admin/marina/7', { name: 'Setur Fethiye' }));
    expect(toast).toHaveBeenCalledWith('success', 'Marina güncellendi.');
  });

  it("a refused save keeps the dialog open and toasts the server's message", async () => {
    const refused = new AxiosError('400', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { content: { message: 'Bu adla bir marina zaten var.' } },
    });
    const { toast, onClose } = await setup(marina, () => {
      throw refused;
    });
    await save();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Bu adla bir marina zaten var.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('açık');
  });

  it('reopening resets the form to the row, dropping unsaved edits', async () => {
    await setup(marina, () => ({ content: marina }));
    await userEvent.type(screen.getByLabelText('Marina adı'), ' (taslak)');
    await userEvent.click(screen.getByRole('button', { name: 'Aç/kapat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aç/kapat' }));
    await waitFor(() => expect(screen.getByLabelText('Marina adı')).toHaveValue('Setur Marina'));
  });
});
