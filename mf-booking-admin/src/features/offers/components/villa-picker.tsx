import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge, Spinner } from '@villa/shared/ui/feedback';
import { Input } from '@villa/shared/ui/form';
import { CloseIcon, PlusIcon, SearchIcon } from '@villa/shared/ui/icons';
import type { OfferQuoteLine } from '@villa/shared/contracts/offers';
import type { VillaOption } from '../../../api/get-villa-options';
import { formatMoney } from '@villa/shared/lib/format/money';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  padding: ${({ theme }) => theme.space.md};
  min-height: 220px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const SearchField = styled.label`
  position: relative;
  display: block;
  svg {
    position: absolute;
    left: 10px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
  }
  input {
    padding-left: 34px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  max-height: 280px;
  overflow-y: auto;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 8px 10px;
  font-size: ${({ theme }) => theme.font.size.sm};
  .name {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .reason {
    display: block;
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.xs};
    margin-top: 2px;
  }
  .total {
    margin-left: auto;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primary};
    white-space: nowrap;
  }
  button {
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
  button:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface Props {
  villas: VillaOption[];
  selected: number[];
  onChange: (ids: number[]) => void;
  /** Totals of the picked villas for the chosen stay; null until dates and guests are valid. */
  quotes: OfferQuoteLine[] | null;
  quoting: boolean;
  error?: string | undefined;
}

const fold = (s: string) =>
  s
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');

/** Search the villas, add them to the offer and see each one's total (or why it cannot be offered). */
export function VillaPicker({ villas, selected, onChange, quotes, quoting, error }: Props) {
  const [term, setTerm] = useState('');
  const matches = useMemo(() => {
    const q = fold(term.trim());
    return villas
      .filter((v) => v.active && !selected.includes(v.id) && (!q || fold(v.name).includes(q)))
      .slice(0, 12);
  }, [villas, selected, term]);
  const byId = new Map(villas.map((v) => [v.id, v]));
  return (
    <Wrap>
      <Box>
        <h3>Villa ara</h3>
        <SearchField>
          <SearchIcon size={16} />
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Villa adı yazın…"
            aria-label="Villa ara"
          />
        </SearchField>
        {matches.length === 0 ? (
          <Muted>{term ? 'Aramaya uyan yayında villa yok.' : 'Eklenecek başka villa yok.'}</Muted>
        ) : (
          <List aria-label="Arama sonuçları">
            {matches.map((v) => (
              <Item key={v.id}>
                <span className="name">{v.name}</span>
                <button
                  type="button"
                  onClick={() => onChange([...selected, v.id])}
                  aria-label={`${v.name} ekle`}
                >
                  <PlusIcon size={16} /> Ekle
                </button>
              </Item>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <h3>
          Teklifteki villalar ({selected.length}) {quoting ? <Spinner $size={14} /> : null}
        </h3>
        {selected.length === 0 ? (
          <Muted>Soldan en az bir villa ekleyin.</Muted>
        ) : (
          <List aria-label="Seçilen villalar">
            {selected.map((id) => {
              const quote = quotes?.find((q) => q.villaId === id);
              return (
                <Item key={id} data-testid="offer-picked-villa">
                  <span>
                    <span className="name">{byId.get(id)?.name ?? `#${id}`}</span>
                    {quote?.reason ? <span className="reason">{quote.reason}</span> : null}
                  </span>
                  {quote?.totalAmount != null ? (
                    <span className="total">{formatMoney(quote.totalAmount, 'TL', { decimals: 2 })}</span>
                  ) : quote?.reason ? (
                    <Badge $tone="danger" style={{ marginLeft: 'auto' }}>
                      Eklenmeyecek
                    </Badge>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => onChange(selected.filter((x) => x !== id))}
                    aria-label={`${byId.get(id)?.name ?? id} çıkar`}
                  >
                    <CloseIcon size={16} />
                  </button>
                </Item>
              );
            })}
          </List>
        )}
        {quotes === null && selected.length > 0 ? (
          <Muted>Tarihleri ve kişi sayısını girince her villanın toplamı burada görünür.</Muted>
        ) : null}
        {error ? (
          <Muted role="alert" style={{ color: 'inherit' }}>
            <Badge $tone="danger">{error}</Badge>
          </Muted>
        ) : null}
      </Box>
    </Wrap>
  );
}
