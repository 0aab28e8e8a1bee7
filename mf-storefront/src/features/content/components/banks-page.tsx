import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { entryValue, homeDataQuery } from '@villa/shared/api/site';
import { formatIban } from '@villa/shared/lib/format/iban';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PageShell } from '../../../components/page-shell';
import { useBanks, type PublicBank } from '../api/get-public-content';
import { formatNumberTr } from '@villa/shared/lib/format/number';

const CURRENCY_NAMES: Record<string, string> = {
  TL: 'Türk Lirası',
  USD: 'Amerikan Doları',
  EUR: 'Euro',
  GBP: 'İngiliz Sterlini',
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 28px;
  align-items: start;
  padding-bottom: 48px;
  @media (max-width: 959px) {
    grid-template-columns: 1fr;
  }
`;
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;
const BankCard = styled.li`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: 18px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 12px;
  }
  .logo {
    width: 88px;
    height: 56px;
    border-radius: 10px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.color.border};
    display: grid;
    place-items: center;
    overflow: hidden;
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
  }
  .logo img {
    max-width: 90%;
    max-height: 90%;
    object-fit: contain;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 19px;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 14px;
    margin: 10px 0 0;
    font-size: 14px;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .iban {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    margin-top: 12px;
    padding: 10px 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .iban code {
    font-family: ui-monospace, Menlo, monospace;
    font-size: 15px;
    letter-spacing: 0.03em;
    overflow-wrap: anywhere;
  }
  .iban button {
    margin-left: auto;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    border-radius: 8px;
    padding: 6px 12px;
    font-weight: 600;
    cursor: pointer;
  }
`;
const Side = styled.aside`
  display: grid;
  gap: 16px;
  section {
    padding: 20px;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  h2 {
    margin: 0 0 12px;
    font-size: 17px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 15px;
  }
  td {
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td:last-child {
    text-align: right;
    font-weight: 700;
  }
  p {
    margin: 0;
    font-size: 14px;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function Bank({ bank }: { bank: PublicBank }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bank.iban);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <BankCard data-testid="public-bank">
      <div className="logo">
        {bank.logoUrl ? (
          <img src={bank.logoUrl} alt={`${bank.bankName} logosu`} />
        ) : (
          bank.bankName.slice(0, 2)
        )}
      </div>
      <div>
        <h2>{bank.bankName}</h2>
        <dl>
          {bank.branch ? (
            <>
              <dt>Şube</dt>
              <dd>{bank.branch}</dd>
            </>
          ) : null}
          <dt>Hesap sahibi</dt>
          <dd>{bank.accountHolder}</dd>
          <dt>Para birimi</dt>
          <dd>{CURRENCY_NAMES[bank.currency] ?? bank.currency}</dd>
        </dl>
        <div className="iban">
          <code aria-label="IBAN">{formatIban(bank.iban)}</code>
          <button type="button" onClick={() => void copy()}>
            {copied ? 'Kopyalandı ✓' : 'IBAN’ı kopyala'}
          </button>
        </div>
      </div>
    </BankCard>
  );
}

/** /website/banks: the agency's accounts for transfers, with today's rates. */
export function BanksPage() {
  usePageMeta('Banka Hesaplarımız', 'Likya Villa rezervasyon ödemeleri için banka hesap ve IBAN bilgileri.');
  const banks = useBanks();
  const home = useQuery(homeDataQuery());
  const rates = [
    ['Dolar (USD)', entryValue(home.data?.exchange, 'dollar_exchange_rate')],
    ['Euro (EUR)', entryValue(home.data?.exchange, 'euro_exchange_rate')],
    ['Sterlin (GBP)', entryValue(home.data?.exchange, 'sterling_exchange_rate')],
  ] as const;

  return (
    <PageShell
      title="Banka Hesaplarımız"
      lead="Havale veya EFT ile ödeme yapabileceğiniz resmi hesaplarımız."
    >
      <Layout>
        <div>
          {banks.isPending ? (
            <LoadingBlock />
          ) : banks.isError ? (
            <ErrorState onRetry={() => void banks.refetch()} />
          ) : banks.data.length === 0 ? (
            <EmptyState title="Şu an listelenen banka hesabı yok">
              Ödeme bilgileri için bizi arayabilirsiniz.
            </EmptyState>
          ) : (
            <Cards>
              {banks.data.map((b) => (
                <Bank key={b.id} bank={b} />
              ))}
            </Cards>
          )}
        </div>
        <Side>
          <section data-testid="exchange-rates">
            <h2>Güncel döviz kurları</h2>
            <table>
              <tbody>
                {rates.map(([label, value]) => (
                  <tr key={label}>
                    <td>{label}</td>
                    <td>{value && Number(value) > 0 ? `${formatNumberTr(Number(value), 2, 4)} TL` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section>
            <h2>Ödeme yaparken</h2>
            <p>
              Açıklama kısmına rezervasyon kodunuzu yazın ve dekontu bize iletin. Yalnızca bu sayfadaki,
              şirketimiz adına açılmış hesapları kullanın; farklı bir hesap bildirilirse ödeme yapmadan önce
              bizi arayın.
            </p>
          </section>
        </Side>
      </Layout>
    </PageShell>
  );
}
