import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boatTypeBodySchema, type BoatType } from '../contracts/boat-types';
import { zodResolver } from '../lib/form-resolver';
import { adminWrap } from './admin-wrap.test-support';
import { SaveRow, useRecordForm } from './record-form';

type Body = { name: string };
const valuesOf = (t: BoatType) => ({ name: t.name });
const gulet: BoatType = { id: 3, name: 'Gulet', slug: 'gulet', boat_count: 2 };

function TypeForm({ type, save }: { type: BoatType; save: (body: Body) => Promise<BoatType> }) {
  const { form, onSubmit, submitting } = useRecordForm({
    record: type,
    valuesOf,
    resolver: zodResolver(boatTypeBodySchema),
    save,
    success: 'Tekne tipi güncellendi.',
  });
  return (
    <form onSubmit={onSubmit} aria-label="Tip formu">
      <label>
        Ad
        <input {...form.register('name')} />
      </label>
      <SaveRow submitting={submitting} />
    </form>
  );
}

describe('useRecordForm', () => {
  it('saves the validated values and says so; a new record resets the form', async () => {
    const toast = vi.fn();
    const save = vi.fn((body: Body) => Promise.resolve({ ...gulet, ...body }));
    const { rerender } = render(adminWrap(<TypeForm type={gulet} save={save} />, { toast }));
    const name = screen.getByLabelText('Ad');
    expect(name).toHaveValue('Gulet');
    await userEvent.clear(name);
    await userEvent.type(name, 'Motoryat');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Tekne tipi güncellendi.'));
    expect(save).toHaveBeenCalledWith({ name: 'Motoryat' });

    rerender(adminWrap(<TypeForm type={{ ...gulet, id: 4, name: 'Katamaran' }} save={save} />, { toast }));
    await waitFor(() => expect(screen.getByLabelText('Ad')).toHaveValue('Katamaran'));
  });

  it("toasts the failure's message and keeps the values", async () => {
    const toast = vi.fn();
    const save = vi.fn(() => Promise.reject(new Error('Bu ad kullanılıyor.')));
    render(adminWrap(<TypeForm type={gulet} save={save} />, { toast }));
    await userEvent.type(screen.getByLabelText('Ad'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Bu ad kullanılıyor.'));
    expect(screen.getByLabelText('Ad')).toHaveValue('Gulet 2');
  });
});
