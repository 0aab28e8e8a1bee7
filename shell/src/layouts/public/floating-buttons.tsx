import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { entryValue, homeDataQuery } from '@villa/shared/api/site';
import {
  FIXED_MESSAGING_NUMBER,
  FIXED_PHONE_NUMBER,
  SCROLL_TOP_THRESHOLD_PX,
} from '@villa/shared/config/constants';
import { dialNumber, messagingLink } from '@villa/shared/lib/format/phone';
import { shareMessage } from '@villa/shared/lib/share-message';
import { usePageShare } from '@villa/shared/stores/page-share';
import { ArrowUpIcon, PhoneIcon, WhatsAppIcon } from '@villa/shared/ui/icons';
import { palette } from '@villa/shared/ui/tokens';

const Fab = styled.a<{ $bg: string }>`
  width: 52px;
  height: 52px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  color: #fff;
  background: ${({ $bg }) => $bg};
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.25);
  border: 0;
  cursor: pointer;
  &:hover {
    transform: translateY(-2px);
    text-decoration: none;
  }
  transition: transform 0.15s ease;
`;

const Stack = styled.div`
  position: fixed;
  right: 20px;
  bottom: 24px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${({ theme }) => theme.media.mobile} {
    bottom: 84px;
    right: 14px;
  }
`;

const DesktopOnly = styled.div`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** Site contact numbers from the footer data, with the fixed numbers as fallback. */
export function useContactNumbers() {
  const { data } = useQuery(homeDataQuery());
  const phone = entryValue(data?.footerData, 'site_phone');
  const messaging = entryValue(data?.footerData, 'site_whatsapp');
  return {
    phone: phone ? dialNumber(phone) : FIXED_PHONE_NUMBER,
    messaging: messaging ? dialNumber(messaging) : FIXED_MESSAGING_NUMBER,
  };
}

/**
 * The messaging link: on a villa page its text names the villa and the chosen dates (the page sets
 * them in the page-share store), elsewhere it opens an empty chat.
 */
export function useMessagingHref(messaging: string): string {
  const context = usePageShare((s) => s.context);
  return messagingLink(
    messaging,
    context && typeof window !== 'undefined' ? shareMessage(context, window.location.href) : undefined,
  );
}

export function FloatingButtons() {
  const [showTop, setShowTop] = useState(false);
  const { phone, messaging } = useContactNumbers();
  const messagingHref = useMessagingHref(messaging);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Stack>
      {showTop ? (
        <Fab
          as="button"
          $bg={palette.sea700}
          aria-label="Sayfanın başına dön"
          data-testid="scroll-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon />
        </Fab>
      ) : null}
      <DesktopOnly>
        <Fab href={`tel:${phone}`} $bg={palette.gold500} aria-label="Bizi arayın" data-testid="floating-call">
          <PhoneIcon />
        </Fab>
        <Fab
          href={messagingHref}
          target="_blank"
          rel="noopener noreferrer"
          $bg="#25d366"
          aria-label="WhatsApp ile yazın"
          data-testid="floating-whatsapp"
        >
          <WhatsAppIcon size={26} />
        </Fab>
      </DesktopOnly>
    </Stack>
  );
}
