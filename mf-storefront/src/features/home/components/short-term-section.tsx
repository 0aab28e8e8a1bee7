import { formatDatePattern } from '@villa/shared/lib/format/dates';
import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { Spinner } from '@villa/shared/ui/feedback';
import { usePrice } from '../../../lib/use-price';
import { useShortTerm } from '../api/get-shortterm';
import { Section } from './section';
import { tiles } from '../../../components/styles';

// The home page formats with Intl (tr-TR) rather than date-fns, which stays with the pages that
// need its patterns: '12 Tem'.
/** '5 Tem' (format/dates). */
const dayMonth = (iso: string) => formatDatePattern(iso, 'd MMM');

const GapList = styled.div`
  ${tiles('260px', 14)}
  a {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 10px;
    border-radius: 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  img {
    width: 88px;
    height: 66px;
    object-fit: cover;
    border-radius: 10px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  b {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Last-minute gaps between bookings (GET /v1/search/shortterm). */
export function ShortTermSection() {
  const gaps = useShortTerm();
  const price = usePrice();
  if (gaps.isError || (gaps.isSuccess && gaps.data.items.length === 0)) return null;
  return (
    <Section aria-labelledby="shortterm-title">
      <header>
        <div>
          <h2 id="shortterm-title">Son Dakika Fırsatları</h2>
          <p>Rezervasyonlar arasındaki kısa boşluklar: hemen tatile çıkın.</p>
        </div>
      </header>
      {gaps.isPending ? (
        <Spinner />
      ) : (
        <GapList>
          {gaps.data.items.map((g) => (
            <Link
              key={`${g.villa.id}-${g.checkIn}`}
              to={`${paths.villa(g.villa.slug)}?checkin=${g.checkIn}&checkout=${g.checkOut}`}
            >
              {g.villa.thumbnail ? (
                <img src={g.villa.thumbnail} alt="" width={88} height={66} loading="lazy" decoding="async" />
              ) : null}
              <span>
                <strong>{g.villa.name}</strong>
                <small>
                  {dayMonth(g.checkIn)} – {dayMonth(g.checkOut)} · {g.nights} gece
                </small>
                {g.totalTl !== null ? <b>{price(g.totalTl)}</b> : null}
              </span>
            </Link>
          ))}
        </GapList>
      )}
    </Section>
  );
}
