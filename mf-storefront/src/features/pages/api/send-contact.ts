import { useMutation } from '@tanstack/react-query';
import { request } from '@villa/shared/api/request';
import { sendContactMessage } from '@villa/shared/contracts/routes/site';
import type { ContactBody, ContactMessageBody } from '@villa/shared/contracts/site';

/**
 * The contact form (contracts/site sendContactMessage). The form holds the KVKK box as a boolean;
 * an unticked one is sent as is and the API refuses it with its Turkish message.
 */
export async function sendContact(body: ContactBody) {
  return request(sendContactMessage, { body: body as ContactMessageBody });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
