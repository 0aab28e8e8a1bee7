// Generated from shared/src/contracts/blog.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../blog';
import type { Route } from '../../api/route';

/** POST /v1/admin/blog: Blog yazısı ekle */
export const createBlogPost: Route<typeof contract.createBlogPost> = {
  method: 'POST',
  path: '/v1/admin/blog',
};
/** DELETE /v1/admin/blog/{id}: Blog yazısını sil */
export const deleteBlogPost: Route<typeof contract.deleteBlogPost> = {
  method: 'DELETE',
  path: '/v1/admin/blog/{id}',
};
/** POST /v1/admin/blog/edit: Blog yazısını güncelle (SPEC §7: POST /v1/admin/blog/edit) */
export const editBlogPost: Route<typeof contract.editBlogPost> = {
  method: 'POST',
  path: '/v1/admin/blog/edit',
};
/** GET /v1/admin/blog/{id}: Blog yazısı */
export const getBlogPost: Route<typeof contract.getBlogPost> = { method: 'GET', path: '/v1/admin/blog/{id}' };
/** GET /v1/blog/{slug}: Blog yazısı */
export const getPublicBlogPost: Route<typeof contract.getPublicBlogPost> = {
  method: 'GET',
  path: '/v1/blog/{slug}',
};
/** GET /v1/admin/blog: Blog yazıları (taslaklar dahil) */
export const listBlogPosts: Route<typeof contract.listBlogPosts> = {
  method: 'GET',
  path: '/v1/admin/blog',
  total: true,
};
/** GET /v1/blog: Yayınlanmış blog yazıları */
export const listPublicBlogPosts: Route<typeof contract.listPublicBlogPosts> = {
  method: 'GET',
  path: '/v1/blog',
  total: true,
};
