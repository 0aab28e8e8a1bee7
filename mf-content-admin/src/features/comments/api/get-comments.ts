import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { CommentStatus } from '@villa/shared/contracts/comments';
import { listComments } from '@villa/shared/contracts/routes/comments';

/** One page of comments (newest first), SPEC page size; 'all' sends no status. */
export const useComments = (page: number, status: CommentStatus) =>
  useQuery({
    ...endpointQuery(listComments, {
      query: {
        skip: (page - 1) * PAGE_SIZE.comments,
        take: PAGE_SIZE.comments,
        ...(status !== 'all' ? { status } : {}),
      },
    }),
    placeholderData: keepPreviousData,
  });
