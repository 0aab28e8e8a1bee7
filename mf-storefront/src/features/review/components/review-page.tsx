import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Link, useParams } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { reviewBody, type ReviewInput } from '@villa/shared/contracts/reviews';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { formatDate } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { Spinner } from '@villa/shared/ui/feedback';
import { Field } from '@villa/shared/ui/form';
import { PageShell } from '../../../components/page-shell';
import { RequestError } from '../../../components/request-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useReviewInvitation, useSubmitReview } from '../api/review';
import { panel } from '../../../components/styles';

const Card = styled.section`
  max-width: 640px;
  ${panel(24, 18)}
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
  .stay {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .alert {
    padding: 10px 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  textarea {
    width: 100%;
    min-height: 140px;
    padding: 10px 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: vertical;
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-size: 14px;
  }
`;

const Stars = styled.div`
  display: flex;
  gap: 6px;
  border: 0;
  padding: 0;
  margin: 0;
  button {
    width: 44px;
    height: 44px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 24px;
    line-height: 1;
    cursor: pointer;
  }
  button[aria-checked='true'],
  button.lit {
    color: #e0a100;
    border-color: #e0a100;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;

const RATING_LABELS = ['', 'Çok kötü', 'Kötü', 'İdare eder', 'İyi', 'Mükemmel'];

/** /degerlendirme/{token}: the review request's one-time page (rating 1–5 and a few words). */
export function ReviewPage() {
  usePageMeta('Konaklamanızı değerlendirin');
  const { token = '' } = useParams();
  const invitation = useReviewInvitation(token);
  const submit = useSubmitReview(token);
  const [thanks, setThanks] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ReviewInput>({ resolver: zodResolver(reviewBody), defaultValues: { rating: 0, body: '' } });
  const rating = watch('rating');

  const onSubmit = handleSubmit(async (values) => {
    const res = await submit.mutateAsync(values);
    setThanks(res.message);
  });

  let content;
  if (invitation.isPending) {
    content = (
      <Card aria-busy="true">
        <Spinner /> <p>Değerlendirme bağlantınız açılıyor…</p>
      </Card>
    );
  } else if (invitation.isError) {
    content = (
      <Card>
        <h2>Bağlantı açılamadı</h2>
        <p className="alert" role="alert">
          {apiErrorMessage(invitation.error)}
        </p>
        <p>
          <Link to="/">Ana sayfaya dönün</Link>
        </p>
      </Card>
    );
  } else if (thanks) {
    content = (
      <Card>
        <h2>Teşekkür ederiz!</h2>
        <p role="status">{thanks}</p>
        <p>
          <Link to={`/villa/${invitation.data.villaSlug}`}>{invitation.data.villaName} sayfasına dönün</Link>
        </p>
      </Card>
    );
  } else if (invitation.data.state !== 'open') {
    content = (
      <Card>
        <h2>
          {invitation.data.state === 'used' ? 'Değerlendirmeniz bize ulaştı' : 'Bağlantının süresi doldu'}
        </h2>
        <p className="alert" role="alert">
          {invitation.data.state === 'used'
            ? 'Bu bağlantıyla daha önce bir değerlendirme gönderildi; her konaklama bir kez değerlendirilebilir. Teşekkür ederiz!'
            : 'Bu değerlendirme bağlantısının süresi doldu. Görüşlerinizi paylaşmak isterseniz bize iletişim sayfasından yazabilirsiniz.'}
        </p>
        <p>
          <Link to={`/villa/${invitation.data.villaSlug}`}>{invitation.data.villaName} sayfasına gidin</Link>
        </p>
      </Card>
    );
  } else {
    const inv = invitation.data;
    content = (
      <Card>
        <h2>Merhaba {inv.guestName},</h2>
        <p className="stay">
          {inv.villaName} · {formatDate(inv.checkIn)} – {formatDate(inv.checkOut)}
        </p>
        <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 16 }}>
          <div>
            <p id="rating-label" style={{ fontWeight: 600, marginBottom: 8 }}>
              Konaklamanıza kaç puan verirsiniz?
            </p>
            <Stars role="radiogroup" aria-labelledby="rating-label">
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={rating === n}
                  aria-label={`${n} yıldız: ${RATING_LABELS[n]}`}
                  className={rating >= n ? 'lit' : undefined}
                  onClick={() => setValue('rating', n, { shouldValidate: true })}
                >
                  ★
                </button>
              ))}
            </Stars>
            <p aria-live="polite" style={{ minHeight: 22, marginTop: 6 }}>
              {rating ? `${rating}/5 · ${RATING_LABELS[rating]}` : ''}
            </p>
            {errors.rating ? <p className="error">{errors.rating.message}</p> : null}
          </div>
          <Field label="Deneyiminiz" error={errors.body?.message}>
            <textarea
              {...register('body')}
              placeholder="Villayı, konumu ve ekibimizi nasıl buldunuz?"
              maxLength={2000}
            />
          </Field>
          <RequestError request={submit} />
          <div>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Gönderiliyor…' : 'Değerlendirmeyi gönder'}
            </Button>
          </div>
          <p className="stay" style={{ fontSize: 13 }}>
            Değerlendirmeniz ekibimiz onayladıktan sonra villa sayfasında adınızla ve “Doğrulanmış konaklama”
            işaretiyle yayınlanır.
          </p>
        </form>
      </Card>
    );
  }
  return (
    <PageShell title="Konaklamanızı değerlendirin" lead="Görüşleriniz sonraki misafirlerimize yol gösterir.">
      {content}
    </PageShell>
  );
}
