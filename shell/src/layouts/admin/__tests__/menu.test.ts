import { describe, expect, it } from 'vitest';
import { adminAreaFor } from '../areas';
import { ADMIN_MENU, ownerMayOpen, ownerMenu } from '../menu';

const allLinks = ADMIN_MENU.flatMap((e) => (e.kind === 'group' ? e.items : [e]));

describe('admin menu of SPEC §2', () => {
  it('holds every admin route with the desktop-only entries marked', () => {
    const paths = allLinks.map((l) => l.to);
    for (const p of [
      '/dashboard/',
      '/dashboard/users',
      '/dashboard/villas',
      '/dashboard/towndistrict',
      '/dashboard/villatypes',
      '/dashboard/showcase',
      '/dashboard/reservations/villa',
      '/dashboard/reservations/boat',
      '/dashboard/transactions',
      '/dashboard/external',
      '/dashboard/occupancy',
      '/dashboard/btrans',
      '/dashboard/ministry',
      '/dashboard/owner-statements',
      '/dashboard/offer',
      '/dashboard/templates/mailtemplates',
      '/dashboard/contact',
      '/dashboard/comments',
      '/dashboard/blog',
      '/dashboard/subscriber',
      '/dashboard/website/about',
      '/dashboard/website/bank',
      '/dashboard/website/documents',
      '/dashboard/settings/exchange',
      '/dashboard/settings/social',
      '/dashboard/settings/payment',
    ]) {
      expect(paths).toContain(p);
    }
    const desktopOnly = allLinks.filter((l) => l.desktopOnly).map((l) => l.to);
    expect(desktopOnly).toEqual(
      expect.arrayContaining([
        '/dashboard/showcase',
        '/dashboard/reservations/boat',
        '/dashboard/transactions',
        '/dashboard/offer',
        '/dashboard/subscriber',
        '/dashboard/website/bank',
        '/dashboard/website/documents',
      ]),
    );
    expect(ADMIN_MENU.find((e) => e.label === 'Raporlar')?.desktopOnly).toBe(true);
  });

  it('gives owners home, villas and reservations, linked by device', () => {
    expect(ownerMenu(false).map((e) => (e.kind === 'link' ? e.to : ''))).toEqual([
      '/dashboard/',
      '/dashboard/villas',
      '/dashboard/reservations',
    ]);
    expect(ownerMenu(true).map((e) => (e.kind === 'link' ? e.to : ''))[2]).toBe(
      '/dashboard/reservations/villa',
    );
    expect(ownerMayOpen('/dashboard/')).toBe(true);
    expect(ownerMayOpen('/dashboard/villas/12')).toBe(true);
    expect(ownerMayOpen('/dashboard/users')).toBe(false);
    expect(ownerMayOpen('/dashboard/external')).toBe(true);
    expect(ownerMayOpen('/dashboard/transactions')).toBe(false);
    expect(ownerMayOpen('/dashboard/occupancy')).toBe(false);
    expect(ownerMayOpen('/dashboard/owner-statements')).toBe(false);
    expect(ownerMayOpen('/dashboard/villatypes')).toBe(false);
  });

  it('sends each dashboard path to exactly one remote', () => {
    expect(adminAreaFor('/dashboard/')).toBe('booking_admin');
    expect(adminAreaFor('/dashboard/reservations/villa')).toBe('booking_admin');
    expect(adminAreaFor('/dashboard/villas')).toBe('villa_admin');
    expect(adminAreaFor('/dashboard/villatypes')).toBe('villa_admin');
    expect(adminAreaFor('/dashboard/marinas')).toBe('boat_admin');
    expect(adminAreaFor('/dashboard/users')).toBe('content_admin');
    expect(adminAreaFor('/dashboard/settings/exchange')).toBe('content_admin');
    expect(adminAreaFor('/dashboard/villas-report')).toBe('booking_admin');
  });
});
