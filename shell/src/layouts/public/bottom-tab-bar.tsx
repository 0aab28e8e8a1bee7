import { useLocation } from 'react-router';
import styled from 'styled-components';
import { CalendarIcon, PhoneIcon, WhatsAppIcon } from '@villa/shared/ui/icons';
import { useContactNumbers, useMessagingHref } from './floating-buttons';

const Bar = styled.nav`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 45;
    height: 64px;
    padding-bottom: env(safe-area-inset-bottom);
    background: ${({ theme }) => theme.color.surface};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.08);
  }
  a,
  button {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-size: 12px;
    font-weight: 600;
    cursor: pointer;
  }
  a:hover {
    text-decoration: none;
  }
  .whatsapp {
    color: #1ea952;
  }
  .reserve {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/** Mobile bottom tab bar (SPEC §2): messaging, 'Telefon', and 'Rezervasyon' on villa pages. */
export function BottomTabBar() {
  const { pathname } = useLocation();
  const { phone, messaging } = useContactNumbers();
  const messagingHref = useMessagingHref(messaging);
  const onVilla = pathname.startsWith('/villa/');
  return (
    <Bar aria-label="Hızlı erişim" data-testid="bottom-tab-bar">
      <a className="whatsapp" href={messagingHref} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon size={22} />
        WhatsApp
      </a>
      <a href={`tel:${phone}`} data-testid="tabbar-call">
        <PhoneIcon size={22} />
        Telefon
      </a>
      {onVilla ? (
        <button
          className="reserve"
          onClick={() =>
            document.getElementById('rezervasyon')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          }
        >
          <CalendarIcon size={22} />
          Rezervasyon
        </button>
      ) : null}
    </Bar>
  );
}
