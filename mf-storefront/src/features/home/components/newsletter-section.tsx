import { useState, type FormEvent } from 'react';
import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { paths } from '@villa/shared/config/paths';
import { Button } from '@villa/shared/ui/button';
import { Input } from '@villa/shared/ui/form';
import { useSubscribe } from '../api/subscribe';
import { Section } from './section';

const Newsletter = styled.form`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: 24px;
  align-items: center;
  padding: 32px;
  border-radius: 22px;
  background: linear-gradient(135deg, #0a3a57, #136f94);
  color: #fff;
  @media (max-width: 860px) {
    grid-template-columns: 1fr;
    padding: 22px;
  }
  h2 {
    color: #fff;
  }
  p {
    opacity: 0.9;
  }
  .row {
    display: flex;
    gap: 10px;
  }
  .consent {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    font-size: 13px;
    margin-top: 10px;
  }
  .consent a {
    color: #fff;
    text-decoration: underline;
  }
  .consent input {
    margin-top: 2px;
    width: 18px;
    height: 18px;
    flex: none;
  }
  .msg {
    margin: 10px 0 0;
    padding: 8px 12px;
    border-radius: 8px;
    background: rgba(255, 255, 255, 0.15);
  }
`;

/** Newsletter sign-up (POST /v1/website/subscribe); KVKK consent is required. */
export function NewsletterSection() {
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      return setError('Geçerli bir e-posta adresi girin.');
    if (!consent) return setError('Abone olmak için KVKK aydınlatma metnini onaylamanız gerekiyor.');
    setError('');
    subscribe.mutate({ email: email.trim(), consent }, { onSuccess: () => setEmail('') });
  };
  return (
    <Section aria-label="E-bülten">
      <Newsletter onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
        <div>
          <h2 id="newsletter-title">Fırsatlardan ilk siz haberdar olun</h2>
          <p>Erken rezervasyon indirimleri ve son dakika fırsatları e-posta kutunuza gelsin.</p>
        </div>
        <div>
          <div className="row">
            <Input
              type="email"
              aria-label="E-posta adresiniz"
              placeholder="E-posta adresiniz"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button
              type="submit"
              disabled={subscribe.isPending}
              style={{ background: '#c9a227', color: '#1d1602' }}
            >
              Abone Ol
            </Button>
          </div>
          <label className="consent">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            <span>
              Kişisel verilerimin <Link to={paths.website.kvkk}>KVKK Aydınlatma Metni</Link> kapsamında
              e-bülten gönderimi için işlenmesini kabul ediyorum.
            </span>
          </label>
          {error || subscribe.isError ? (
            <p className="msg" role="alert">
              {error || apiErrorMessage(subscribe.error)}
            </p>
          ) : subscribe.isSuccess ? (
            <p className="msg" role="status">
              {subscribe.data.message}
            </p>
          ) : null}
        </div>
      </Newsletter>
    </Section>
  );
}
