import { useEndpointMutation } from '@villa/shared/api/request';
import {
  getReservation,
  listReservations,
  sendBankDetails,
  sendConfirmation,
  sendPaymentLink,
} from '@villa/shared/contracts/routes/bookings';

export type MessageKind = 'payment_link' | 'bank_details' | 'confirmation';

const invalidates = [listReservations, getReservation];

/** The three messages staff send a customer; each answers how the mail went. */
export function useSendMessage() {
  const routes = {
    payment_link: useEndpointMutation(sendPaymentLink, { invalidates }),
    bank_details: useEndpointMutation(sendBankDetails, { invalidates }),
    confirmation: useEndpointMutation(sendConfirmation, { invalidates }),
  };
  return {
    isPending: Object.values(routes).some((m) => m.isPending),
    send: (kind: MessageKind, body: { id: number; optionHours?: number }) =>
      routes[kind].mutateAsync({ body }),
  };
}
