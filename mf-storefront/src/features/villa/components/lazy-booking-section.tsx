import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Spinner } from '@villa/shared/ui/feedback';
import { useNearViewport } from '@villa/shared/ui/use-near-viewport';
import type { BookingSectionProps } from './booking-section';

const BookingSection = lazy(() => import('./booking-section').then((m) => ({ default: m.BookingSection })));

/** Height of the booking section before dates are chosen (measured in Chromium at 412 and 800 px). */
export const BOOKING_SECTION_HEIGHT_PX = 300;

/**
 * Its space while the code arrives. It carries the section's id, so the phone's 'Rezervasyon' tab
 * scrolls to it (and so brings the section's code) before the section is there.
 */
const Pending = styled.div`
  min-height: ${BOOKING_SECTION_HEIGHT_PX}px;
  display: grid;
  place-items: center;
  scroll-margin-top: 90px;
`;

/**
 * The booking section, its code (the date and guest pickers, the quote) fetched when it comes near
 * the viewport: beside the page on a wide screen, so at once; at the page's end on a phone, so when
 * the visitor scrolls or taps 'Rezervasyon'.
 */
export function LazyBookingSection(props: BookingSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const pending = (
    <Pending id="rezervasyon" aria-busy="true">
      <Spinner $size={28} />
    </Pending>
  );
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={pending}>
          <BookingSection {...props} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}
