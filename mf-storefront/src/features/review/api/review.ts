import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, request } from '@villa/shared/api/request';
import type { ReviewInput } from '@villa/shared/contracts/reviews';
import { getReviewInvitation, submitReview } from '@villa/shared/contracts/routes/reviews';

export const reviewInvitationQuery = (token: string) => ({
  ...endpointQuery(getReviewInvitation, { params: { token } }),
  retry: false,
});

export function useReviewInvitation(token: string) {
  return useQuery(reviewInvitationQuery(token));
}

export function useSubmitReview(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => request(submitReview, { params: { token }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewInvitationQuery(token).queryKey }),
  });
}
