import styled from 'styled-components';
import { PAGE_SIZE_OPTIONS } from '../config/constants';
import { Button } from './button';

export const TableWrap = styled.div`
  /* Contains absolutely placed cell content (a toggle's hidden input), which would otherwise
     escape the horizontal scroll and widen the whole page on a phone. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: 12px 14px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceAlt};
    text-transform: uppercase;
    letter-spacing: 0.03em;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const PagerWrap = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const PageSize = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  select {
    min-height: 32px;
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Offers the SPEC §9 page sizes (PAGE_SIZE_OPTIONS); the list goes back to its first page. */
  onPageSize?: (pageSize: number) => void;
}

/** Page numbers start at 1. */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <PagerWrap aria-label="Sayfalama">
      <span>
        {from}–{to} / {total} kayıt
      </span>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {onPageSize ? (
          <PageSize>
            <span>Sayfa başına</span>
            <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
              {PAGE_SIZE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </PageSize>
        ) : null}
        <Button $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Önceki
        </Button>
        <span>
          Sayfa {page} / {pages}
        </span>
        <Button $variant="secondary" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Sonraki
        </Button>
      </div>
    </PagerWrap>
  );
}
