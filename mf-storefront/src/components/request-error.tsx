import { apiErrorMessage } from '@villa/shared/api/client';

interface Props {
  /** A query's or mutation's outcome: shown only once it has failed. */
  request: { isError: boolean; error: unknown };
  'data-testid'?: string;
}

/** A failed request's Turkish message under a form, as an alert (`.alert`, styled by the page). */
export function RequestError({ request, 'data-testid': testId }: Props) {
  return request.isError ? (
    <p className="alert" role="alert" data-testid={testId}>
      {apiErrorMessage(request.error)}
    </p>
  ) : null;
}
