import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '@villa/shared/api/client';
import { Button } from '@villa/shared/ui/button';
import { Spinner } from '@villa/shared/ui/feedback';
import { Field, Input, Textarea } from '@villa/shared/ui/form';
import { KvkkConsent, contactRules } from '../../../components/contact-fields';

export interface BookingRequestValues {
  name: string;
  phone: string;
  email: string;
  note: string;
  kvkk: boolean;
}

interface Props {
  onSubmit: (values: BookingRequestValues) => void;
  pending: boolean;
  /** The failed request's error, shown above the button; null when there is none. */
  error: unknown;
}

/**
 * The visitor's contact details under a quote. Its own chunk (react-hook-form, ~13 KB gzip): it
 * shows only once dates give a price, so a visitor who only looks at the villa never loads it; the
 * booking section starts fetching it as soon as the dates are chosen, beside the quote.
 */
export default function BookingRequestForm({ onSubmit, pending, error }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingRequestValues>({
    defaultValues: { name: '', phone: '', email: '', note: '', kvkk: false },
  });
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Rezervasyon talebi"
      style={{ display: 'grid', gap: 12 }}
    >
      <Field label="Ad soyad" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name', contactRules.name)} />
      </Field>
      <Field label="Telefon" error={errors.phone?.message}>
        <Input
          type="tel"
          autoComplete="tel"
          placeholder="+90 5xx xxx xx xx"
          {...register('phone', contactRules.phone)}
        />
      </Field>
      <Field label="E-posta" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email', contactRules.email)} />
      </Field>
      <Field label="Notunuz (isteğe bağlı)">
        <Textarea rows={3} maxLength={1000} {...register('note')} style={{ minHeight: 70 }} />
      </Field>
      <KvkkConsent
        registration={register('kvkk', {
          validate: (v) => v || 'Devam etmek için KVKK aydınlatma metnini onaylamanız gerekiyor.',
        })}
        error={errors.kvkk?.message}
        newTab
      >
        &apos;ni okudum; kişisel verilerimin rezervasyon talebim için işlenmesini kabul ediyorum.
      </KvkkConsent>
      {error ? (
        <p className="alert" role="alert" data-testid="request-error">
          {apiErrorMessage(error)}
        </p>
      ) : null}
      <Button type="submit" $size="lg" $block disabled={pending}>
        {pending ? <Spinner /> : null} Rezervasyon Talebi Gönder
      </Button>
      <p className="from" style={{ fontSize: 13 }}>
        Talebiniz ücretsizdir; ödeme, ekibimiz müsaitliği onayladıktan sonra alınır.
      </p>
    </form>
  );
}
