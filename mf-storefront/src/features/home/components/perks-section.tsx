import styled from 'styled-components';
import { CalendarIcon, PhoneIcon, ShieldIcon, VillaIcon } from '@villa/shared/ui/icons';
import { Section } from './section';

const Perks = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  div {
    padding: 22px;
    border-radius: 16px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  svg {
    color: ${({ theme }) => theme.color.accent};
  }
  h3 {
    margin: 10px 0 6px;
    font-size: 17px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
`;

/** Why book with the agency: licence, inspected villas, live calendars, support. */
export function PerksSection() {
  return (
    <Section aria-label="Neden biz">
      <Perks>
        <div>
          <ShieldIcon size={28} />
          <h3>TÜRSAB güvencesi</h3>
          <p>17704 belge numaralı lisanslı seyahat acentesiyiz.</p>
        </div>
        <div>
          <VillaIcon size={28} />
          <h3>Yerinde denetlenen villalar</h3>
          <p>Her villa ekibimizce ziyaret edilir, fotoğraflar gerçektir.</p>
        </div>
        <div>
          <CalendarIcon size={28} />
          <h3>Anlık müsaitlik</h3>
          <p>Takvimler her gün güncellenir, çift rezervasyon olmaz.</p>
        </div>
        <div>
          <PhoneIcon size={28} />
          <h3>7/24 destek</h3>
          <p>Tatiliniz boyunca telefon ve WhatsApp ile yanınızdayız.</p>
        </div>
      </Perks>
    </Section>
  );
}
