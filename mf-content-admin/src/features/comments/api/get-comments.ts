import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { CommentStatus } from '@villa/shared/contracts/comments';
import { listComments } from '@villa/shared/contracts/routes/comments';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

/** One page of comments (newest first), SPEC page size; 'all' sends no status. */
export const useComments = (page: number, status: CommentStatus) =>
  usePagedQuery(listComments, page, PAGE_SIZE.comments, status !== 'all' ? { status } : {});
