// Generated from shared/src/contracts/blog.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../blog';
import { routeTable } from '../../api/route';

export const { createBlogPost, deleteBlogPost, editBlogPost, getBlogPost, getPublicBlogPost, listBlogPosts, listPublicBlogPosts } = routeTable<typeof contract>({ createBlogPost: ["POST","/v1/admin/blog"], deleteBlogPost: ["DELETE","/v1/admin/blog/{id}"], editBlogPost: ["POST","/v1/admin/blog/edit"], getBlogPost: ["GET","/v1/admin/blog/{id}"], getPublicBlogPost: ["GET","/v1/blog/{slug}"], listBlogPosts: ["GET","/v1/admin/blog",true], listPublicBlogPosts: ["GET","/v1/blog",true] });
