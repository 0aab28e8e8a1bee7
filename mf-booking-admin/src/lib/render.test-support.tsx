/**
 * What a booking-admin component is rendered in by its tests: the admin remotes' one test wrapper (a
 * router at `url`, a query client that does not retry, the theme and the shell's services as mocks):
 * `render(wrap(<Screen />, { url: '/…?page=2', toast }))`.
 */
export { adminWrap as wrap } from '@villa/shared/ui/admin-wrap.test-support';
