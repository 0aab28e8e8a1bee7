import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { entryValue, homeDataQuery } from '@villa/shared/api/site';
import { Button } from '@villa/shared/ui/button';
import { Spinner } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Textarea } from '@villa/shared/ui/form';
import { MailIcon, PhoneIcon, PinIcon } from '@villa/shared/ui/icons';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSendContact } from '../api/send-contact';
import { KvkkConsent, contactRules } from '../../../components/contact-fields';
import { PageShell } from '../../../components/page-shell';
import { RequestError } from '../../../components/request-error';
import { notice, panel, twoColumns } from '../../../components/styles';

const Grid = styled.div`
  ${twoColumns('1fr 1.4fr', 32, 900)}
  .info {
    display: grid;
    gap: 14px;
  }
  .info a,
  .info div {
    display: flex;
    gap: 12px;
    align-items: center;
    ${panel(16, 14)}
    color: ${({ theme }) => theme.color.text};
  }
  form {
    display: grid;
    gap: 14px;
    ${panel(22, 18)}
  }
  .consent {
    font-size: 14px;
  }
  .alert {
    ${notice('danger')}
  }
  .ok {
    ${notice('success')}
  }
`;

interface Values {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  kvkk: boolean;
}

const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '', kvkk: false };

/** /contact: the agency's contact details and a message form stored for staff ('İletişim Formu'). */
export function ContactPage() {
  usePageMeta('İletişim');
  const home = useQuery(homeDataQuery());
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: EMPTY });
  const phone = entryValue(home.data?.footerData, 'site_phone');
  const email = entryValue(home.data?.footerData, 'site_email');
  const address = entryValue(home.data?.footerData, 'site_address');

  return (
    <PageShell
      title="İletişim"
      lead="Villa seçimi, müsaitlik ve ödeme konusundaki sorularınız için buradayız."
    >
      <Grid>
        <div className="info">
          {phone ? (
            <a href={`tel:${phone.replace(/[\s+]/g, '')}`}>
              <PhoneIcon /> {phone}
            </a>
          ) : null}
          {email ? (
            <a href={`mailto:${email}`}>
              <MailIcon /> {email}
            </a>
          ) : null}
          {address ? (
            <div>
              <PinIcon /> {address}
            </div>
          ) : null}
        </div>
        <form
          noValidate
          aria-label="İletişim formu"
          onSubmit={handleSubmit((v) =>
            send.mutate(
              { ...v, name: v.name.trim(), email: v.email.trim(), message: v.message.trim() },
              { onSuccess: () => reset(EMPTY) },
            ),
          )}
        >
          <FormGrid>
            <Field label="Ad soyad" error={errors.name?.message}>
              <Input autoComplete="name" {...register('name', contactRules.name)} />
            </Field>
            <Field label="E-posta" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email', contactRules.email)} />
            </Field>
            <Field label="Telefon (isteğe bağlı)" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...register('phone', contactRules.optionalPhone)} />
            </Field>
            <Field label="Konu (isteğe bağlı)">
              <Input maxLength={150} {...register('subject')} />
            </Field>
          </FormGrid>
          <Field label="Mesajınız" error={errors.message?.message}>
            <Textarea
              rows={5}
              maxLength={3000}
              {...register('message', {
                validate: (v) => v.trim().length >= 10 || 'Mesajınız en az 10 karakter olmalı.',
              })}
            />
          </Field>
          <KvkkConsent
            registration={register('kvkk', {
              validate: (v) => v || 'Mesaj göndermek için KVKK aydınlatma metnini onaylamanız gerekiyor.',
            })}
            error={errors.kvkk?.message}
          >
            &apos;ni okudum, kişisel verilerimin talebime yanıt verilmesi için işlenmesini kabul ediyorum.
          </KvkkConsent>
          <RequestError request={send} />
          {send.isSuccess ? (
            <p className="ok" role="status">
              {send.data.message}
            </p>
          ) : null}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? <Spinner /> : null} Mesajı Gönder
          </Button>
        </form>
      </Grid>
    </PageShell>
  );
}
