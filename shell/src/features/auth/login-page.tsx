import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { notify } from '@villa/shared/ui/notify';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { request } from '@villa/shared/api/request';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { loginBodySchema } from '@villa/shared/contracts/auth';
import { login } from '@villa/shared/contracts/routes/auth';
import { TokenDecodeError } from '@villa/shared/lib/jwt';
import { isSessionValid, useSession } from '@villa/shared/stores/session';
import { Button } from '@villa/shared/ui/button';
import { Field, Input } from '@villa/shared/ui/form';
import { palette } from '@villa/shared/ui/tokens';
import { DocumentTitle } from '../../components/document-title';
import { useBrand } from '../../lib/use-brand';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background:
    radial-gradient(1200px 600px at 10% -10%, rgba(201, 162, 39, 0.22), transparent 60%),
    linear-gradient(160deg, ${palette.sea900}, ${palette.sea700});
`;

const Panel = styled.form`
  width: min(420px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
  h1 {
    margin: 0;
    font-size: 26px;
  }
  p.lead {
    margin: -8px 0 4px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .brand {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    font-size: 12px;
  }
  .back {
    text-align: center;
    font-size: 14px;
  }
`;

type Errors = Partial<Record<'email' | 'password', string>>;

/** The bare /dashboard/login screen: no sidebar (SPEC §2). */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const brand = useBrand();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  if (isSessionValid(session)) return <Navigate to={paths.dashboard.home} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const content = await request(login, { body: parsed.data });
      try {
        session.login(content);
      } catch (err) {
        if (err instanceof TokenDecodeError) {
          notify('error', MESSAGES.tokenDecodeFailed);
          return;
        }
        throw err;
      }
      notify('success', MESSAGES.loginSuccess);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(
        from && from.startsWith('/dashboard') && from !== paths.dashboard.login ? from : paths.dashboard.home,
        {
          replace: true,
        },
      );
    } catch (err) {
      notify('error', `${MESSAGES.loginFailedPrefix} ${apiErrorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <DocumentTitle admin />
      <Panel onSubmit={onSubmit} noValidate aria-label="Giriş formu">
        <span className="brand">{brand} · Admin Paneli</span>
        <h1>Ev Sahibi Girişi</h1>
        <p className="lead">Yönetici ve ev sahibi hesabınızla giriş yapın.</p>
        <Field label="E-posta" error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
        </Field>
        <Field label="Şifre" error={errors.password}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" $size="lg" $block disabled={busy}>
          {busy ? 'Giriş yapılıyor…' : 'Giriş Yap'}
        </Button>
        <Link className="back" to={paths.home}>
          ← Siteye dön
        </Link>
      </Panel>
    </Page>
  );
}
