import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VillaComment } from '@villa/shared/contracts/villa-comments';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { adminWrap } from '@villa/shared/ui/admin-wrap.test-support';
import { CommentsPanel } from './comments-panel';

const base: VillaComment = {
  id: 1,
  villa_id: 7,
  author_name: 'Gülşen Işık',
  rating: 5,
  title: '',
  body: 'Havuz tertemizdi, manzara muhteşemdi.',
  reply: '',
  active: true,
  stayed_at: 'Haziran 2031',
  verified_stay: true,
  created_at: '2031-06-06T08:00:00.000Z',
};
const fromStay = base;
const byStaff: VillaComment = {
  ...base,
  id: 2,
  author_name: 'Ofis',
  body: 'Telefonla iletilen yorum.',
  verified_stay: false,
};
// The panel reads only the villa's id and comments.
const villa = { id: 7, comments: [fromStay, byStaff] } as unknown as VillaDetail;

describe('CommentsPanel', () => {
  it('marks a review from a real stay as ‘Doğrulanmış konaklama’, and only that one', () => {
    render(adminWrap(<CommentsPanel villa={villa} />));
    const [first, second] = screen.getAllByTestId('comment');
    expect(within(first!).getByTestId('verified-stay')).toHaveTextContent('✓ Doğrulanmış konaklama');
    expect(within(first!).getByTestId('verified-stay')).toHaveAttribute(
      'title',
      expect.stringContaining('rezervasyonla konaklamış'),
    );
    expect(second).toHaveTextContent('Ofis');
    expect(within(second!).queryByTestId('verified-stay')).toBeNull();
    expect(screen.queryAllByText('✓ Doğrulanmış konaklama')).toHaveLength(1);
  });
});
