import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import {
  enquireQuery,
  type EnquireQuery,
  type EnquireResult,
} from '@villa/shared/contracts/public-reservations';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { paths } from '@villa/shared/config/paths';
import { formatDate, formatDatePattern } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { Badge, Spinner } from '@villa/shared/ui/feedback';
import { Facts } from '@villa/shared/ui/facts';
import { Field, Input } from '@villa/shared/ui/form';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePrice } from '../../../lib/use-price';
import { PageShell } from '../../../components/page-shell';
import { RequestError } from '../../../components/request-error';
import { useEnquire } from '../api/get-enquire';
import { notice, panel, twoColumns } from '../../../components/styles';

const Grid = styled.div`
  ${twoColumns('360px 1fr', 28, 900)}
  form,
  .result {
    ${panel(22, 18)}
    display: grid;
    gap: 14px;
  }
  .alert {
    ${notice('danger')}
  }
  .villa {
    display: flex;
    gap: 14px;
    align-items: center;
  }
  .villa img {
    width: 120px;
    height: 75px;
    object-fit: cover;
    border-radius: 10px;
  }
  h2 {
    margin: 0;
    font-size: 22px;
  }
  dl {
    gap: 8px 18px;
  }
  dd {
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    line-height: 1.6;
  }
  .bank {
    padding: 12px;
    border-radius: 12px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: 14px;
  }
`;

const TONES: Record<string, 'info' | 'warning' | 'success' | 'danger' | 'neutral'> = {
  new: 'info',
  awaiting_prepayment: 'warning',
  confirmation_sent: 'success',
  confirmed: 'success',
  cancelled: 'danger',
};

function Result({ r }: { r: EnquireResult }) {
  const price = usePrice();
  return (
    <section className="result" aria-labelledby="enquire-result" data-testid="enquire-result">
      <div className="villa">
        {r.villa.thumbnail ? (
          <img src={r.villa.thumbnail} alt={r.villa.name} width={120} height={75} />
        ) : null}
        <div>
          <h2 id="enquire-result">
            <Link to={paths.villa(r.villa.slug)}>{r.villa.name}</Link>
          </h2>
          <div style={{ marginTop: 6 }}>
            Rezervasyon kodu <strong>{r.code}</strong> ·{' '}
            <Badge $tone={TONES[r.status] ?? 'neutral'} data-testid="enquire-status">
              {r.statusLabel}
            </Badge>
          </div>
        </div>
      </div>
      <Facts $align="left">
        <dt>Misafir</dt>
        <dd>{r.customerName}</dd>
        <dt>Giriş</dt>
        <dd>{formatDatePattern(r.checkIn, 'd MMMM yyyy EEEE')}</dd>
        <dt>Çıkış</dt>
        <dd>{formatDatePattern(r.checkOut, 'd MMMM yyyy EEEE')}</dd>
        <dt>Konaklama</dt>
        <dd>
          {r.nights} gece · {r.guests} kişi
        </dd>
        <dt>Toplam tutar</dt>
        <dd>{price(r.totalTl)}</dd>
        <dt>Ön ödeme</dt>
        <dd>{price(r.prepaymentTl)}</dd>
        <dt>Ödenen</dt>
        <dd>{price(r.paidTl)}</dd>
        <dt>Kalan</dt>
        <dd>{price(r.balanceTl)}</dd>
        {r.depositTl > 0 ? (
          <>
            <dt>Hasar depozitosu</dt>
            <dd>{price(r.depositTl)} (girişte alınır, çıkışta iade edilir)</dd>
          </>
        ) : null}
        <dt>Talep tarihi</dt>
        <dd>{formatDate(r.createdAt, 'long')}</dd>
      </Facts>
      <div>
        <h3 style={{ margin: '0 0 8px' }}>Ödeme ve sonraki adımlar</h3>
        <ul>
          {r.instructions.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </div>
      {r.banks.map((b) => (
        <div className="bank" key={b.iban}>
          <strong>{b.bankName}</strong>
          <div>Alıcı: {b.accountHolder}</div>
          <div>IBAN: {b.iban.replace(/(.{4})/g, '$1 ').trim()}</div>
        </div>
      ))}
    </section>
  );
}

/** /enquire ('Rezervasyonlarım'): a reservation found by its code and e-mail. */
export function EnquirePage() {
  usePageMeta('Rezervasyonlarım');
  const [sp] = useSearchParams();
  const enquire = useEnquire();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EnquireQuery, unknown, EnquireQuery>({
    // The contract's query schema: the same rules and messages as the API (trimmed code and e-mail).
    resolver: zodResolver(enquireQuery),
    defaultValues: { code: sp.get('code') ?? '', email: '' },
  });
  return (
    <PageShell
      title="Rezervasyonlarım"
      lead="Rezervasyon kodunuz ve e-posta adresinizle rezervasyonunuzu görüntüleyin."
    >
      <Grid>
        <form noValidate aria-label="Rezervasyon sorgula" onSubmit={handleSubmit((v) => enquire.mutate(v))}>
          <Field label="Rezervasyon kodu" error={errors.code?.message}>
            <Input
              autoComplete="off"
              placeholder="LV…"
              style={{ textTransform: 'uppercase' }}
              {...register('code')}
            />
          </Field>
          <Field label="E-posta" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <RequestError request={enquire} />
          <Button type="submit" disabled={enquire.isPending}>
            {enquire.isPending ? <Spinner /> : null} Rezervasyonu Göster
          </Button>
        </form>
        {enquire.data ? (
          <Result r={enquire.data} />
        ) : (
          <p style={{ margin: 0 }}>
            Rezervasyon kodunuz, talebiniz alındığında ekranda gösterilir ve e-posta ile gönderilir. Kodunuzu
            bulamıyorsanız <Link to={paths.contact}>bize ulaşın</Link>.
          </p>
        )}
      </Grid>
    </PageShell>
  );
}
