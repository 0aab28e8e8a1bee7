import { MESSAGING_LINK_BASE } from '../config/constants';

/** The call number of SPEC §2: spaces and a leading plus removed. */
export function dialNumber(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^\+/, '');
}

/** The messaging provider's link API with a phone parameter. */
export function messagingLink(phone: string): string {
  return `${MESSAGING_LINK_BASE}?phone=${encodeURIComponent(dialNumber(phone).replace(/\D/g, ''))}`;
}
