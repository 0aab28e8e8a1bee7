import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Link } from '@villa/shared/parcel/router';
import { paths } from '@villa/shared/config/paths';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{10,20}$/;
const PHONE_REFUSAL = 'Geçerli bir telefon numarası girin.';

/** The checks of a visitor's contact details in the storefront's forms (the API checks them again). */
export const contactRules = {
  name: { validate: (v: string) => v.trim().length >= 3 || 'Adınızı ve soyadınızı yazın.' },
  email: { validate: (v: string) => EMAIL.test(v.trim()) || 'Geçerli bir e-posta adresi girin.' },
  phone: { validate: (v: string) => PHONE.test(v.trim()) || PHONE_REFUSAL },
  optionalPhone: { validate: (v: string) => v.trim() === '' || PHONE.test(v.trim()) || PHONE_REFUSAL },
};

const Consent = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  input {
    margin-top: 3px;
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`;

/**
 * The KVKK box a form needs ticked: the notice's link followed by what the data is used for
 * (`children`: "'ni okudum, …"), and the check's refusal under it. Its class is 'consent'.
 */
export function KvkkConsent({
  registration,
  error,
  newTab = false,
  children,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Opens the notice in a new tab (the form's state stays as it is). */
  newTab?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Consent className="consent">
        <input type="checkbox" {...registration} />
        <span>
          <Link to={paths.website.kvkk} target={newTab ? '_blank' : undefined}>
            KVKK Aydınlatma Metni
          </Link>
          {children}
        </span>
      </Consent>
      {error ? <Refusal role="alert">{error}</Refusal> : null}
    </>
  );
}
