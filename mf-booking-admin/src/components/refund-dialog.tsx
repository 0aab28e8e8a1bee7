import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { TransactionRow } from '@villa/shared/contracts/bookings';
import { refundBody, type RefundBody } from '@villa/shared/contracts/payments';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { formatMoney } from '@villa/shared/lib/format/money';
import { Button } from '@villa/shared/ui/button';
import { Field, FormGrid, Input } from '@villa/shared/ui/form';
import { Facts } from '@villa/shared/ui/facts';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useRefundTransaction } from '../api/refund-transaction';

const tl = (n: number) => formatMoney(n, 'TL', { decimals: 2 });

/**
 * 'İade et': gives back all or part of a card payment through the provider (ADMIN only; the
 * server refuses anyone else). Opened from Ödemeler and from a reservation's payments.
 */
export function RefundDialog({ payment, onClose }: { payment: TransactionRow | null; onClose: () => void }) {
  const refund = useRefundTransaction();
  const left = payment?.refundable ?? 0;
  const form = useForm<RefundBody>({
    resolver: zodResolver(refundBody as never) as unknown as Resolver<RefundBody>,
    defaultValues: { amount: '', note: '' },
  });
  const { register, handleSubmit, reset, setValue, formState } = form;
  useEffect(() => {
    if (payment) reset({ amount: '', note: '' });
  }, [payment, reset]);

  const onSubmit = handleSubmit(async (body) => {
    if (!payment) return;
    if (await refund.run({ params: { id: payment.id }, body })) onClose();
  });

  return (
    <FormModal
      title="Kart ödemesini iade et"
      open={payment !== null}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      formLabel="İade formu"
      submitLabel="İade et"
    >
      {payment ? (
        <>
          <Facts $align="left" style={{ marginBottom: 16 }}>
            <dt>Rezervasyon</dt>
            <dd>
              {payment.reservationCode} · {payment.customerName}
            </dd>
            <dt>Ödeme</dt>
            <dd>
              {tl(payment.amountTl)} · {formatDateTime(payment.paidAt)}
            </dd>
            <dt>Sağlayıcı referansı</dt>
            <dd>
              {payment.provider} · {payment.providerReference}
            </dd>
            {payment.cardLastFour ? (
              <>
                <dt>Kart</dt>
                <dd>
                  •••• {payment.cardLastFour}
                  {payment.installments && payment.installments > 1
                    ? ` · ${payment.installments} taksit`
                    : ''}
                </dd>
              </>
            ) : null}
            <dt>İade edilebilir</dt>
            <dd data-testid="refundable-amount">
              <strong>{tl(left)}</strong>
            </dd>
          </Facts>
          <FormGrid>
            <Field
              label="İade tutarı (TL)"
              error={formState.errors.amount?.message}
              hint="Tutar, ödeme sağlayıcısı üzerinden karta iade edilir ve eksi tutarlı bir ödeme olarak kaydedilir."
            >
              <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
            </Field>
            <Field label="Not" error={formState.errors.note?.message}>
              <Input autoComplete="off" {...register('note')} />
            </Field>
          </FormGrid>
          <Button
            $variant="ghost"
            $size="sm"
            style={{ marginTop: 8 }}
            onClick={() => setValue('amount', String(left).replace('.', ','), { shouldDirty: true })}
          >
            Tamamını iade et ({tl(left)})
          </Button>
        </>
      ) : null}
    </FormModal>
  );
}
