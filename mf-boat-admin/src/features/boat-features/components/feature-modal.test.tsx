import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '@villa/shared/api/client';
import type { BoatFeature, BoatFeatureCategory } from '@villa/shared/contracts/boat-features';
import { adminWrap } from '@villa/shared/ui/admin-wrap.test-support';
import { FeatureModal } from './boat-features-screen';

const wifi: BoatFeature = { id: 4, category_id: 2, name: 'Wi-Fi' };
const categories: BoatFeatureCategory[] = [
  { id: 1, name: 'Güvenlik', features: [] },
  { id: 2, name: 'Konfor', features: [wifi] },
];

const toast = vi.fn();
const wrap = (children: ReactNode) => adminWrap(children, { toast });

afterEach(() => vi.restoreAllMocks());

describe('FeatureModal', { timeout: 60_000 }, () => {
  it('starts from the row each time it opens: edits left by Vazgeç are gone', async () => {
    const user = userEvent.setup();
    const view = (open: boolean) => (
      <FeatureModal categories={categories} entity={wifi} categoryId={null} open={open} onClose={vi.fn()} />
    );
    const { rerender } = render(wrap(view(true)));
    expect(screen.getByLabelText('Özellik adı')).toHaveValue('Wi-Fi');
    await user.clear(screen.getByLabelText('Özellik adı'));
    await user.type(screen.getByLabelText('Özellik adı'), 'Yarım kalan');
    rerender(wrap(view(false)));
    rerender(wrap(view(true)));
    await waitFor(() => expect(screen.getByLabelText('Özellik adı')).toHaveValue('Wi-Fi'));
    expect(screen.getByLabelText('Kategori')).toHaveValue('2');
  });

  it('saves an edited feature by its id, toasts and closes', async () => {
    const user = userEvent.setup();
    const http = await axiosInstance();
    const request = vi.spyOn(http, 'request').mockImplementation((async () => ({
      data: { content: { ...wifi, name: 'Uydu interneti' } },
      status: 200,
      headers: {},
    })) as never);
    const onClose = vi.fn();
    render(
      wrap(<FeatureModal categories={categories} entity={wifi} categoryId={null} open onClose={onClose} />),
    );
    await user.clear(screen.getByLabelText('Özellik adı'));
    await user.type(screen.getByLabelText('Özellik adı'), 'Uydu interneti');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PUT',
        data: expect.objectContaining({ name: 'Uydu interneti', category_id: 2 }),
      }),
    );
    expect(toast).toHaveBeenCalledWith('success', 'Özellik güncellendi.');
  });
});
