import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@villa/shared/api/request';
import {
  getCardPaymentOptions,
  getCardPaymentResult,
  startCardPayment,
} from '@villa/shared/contracts/routes/payments';

/** Whether card is offered for this link, in test mode, and what is due now. */
export function useCardOptions(token: string) {
  return useQuery({ ...endpointQuery(getCardPaymentOptions, { params: { token } }), retry: false });
}

/** The result of one card payment attempt (after the provider sent the guest back). */
export function useCardResult(token: string, ref: string | null) {
  return useQuery({
    ...endpointQuery(getCardPaymentResult, { params: { token, ref: ref ?? '' } }),
    enabled: Boolean(ref),
    retry: false,
  });
}

/** Starts a card payment; the caller sends the browser to the provider's page. */
export function useStartCardPayment() {
  return useEndpointMutation(startCardPayment);
}
