import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Spinner } from '@villa/shared/ui/feedback';
import { useNearViewport } from '@villa/shared/ui/use-near-viewport';
import type { AvailabilityCalendarProps } from './availability-calendar';

const AvailabilityCalendar = lazy(() => import('./availability-calendar'));

/**
 * The calendar's space while its code arrives: its height with six weeks (fixedWeeks) and the
 * legend, so nothing below it moves when it appears.
 */
const Frame = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  .pending {
    display: grid;
    place-items: center;
    min-height: ${({ $height }) => $height}px;
  }
`;

/** Height of the calendar with its legend (measured in Chromium: caption, weekdays, six weeks). */
export const CALENDAR_HEIGHT_PX = 360;

/**
 * The villa's availability calendar, its code (react-day-picker) fetched when the section comes
 * near the viewport; until then a same-size space holds its place.
 */
export function LazyAvailabilityCalendar(props: AvailabilityCalendarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const pending = (
    <div className="pending">
      <Spinner $size={28} />
    </div>
  );
  return (
    <Frame ref={ref} $height={CALENDAR_HEIGHT_PX} data-testid="availability-calendar">
      {near ? (
        <Suspense fallback={pending}>
          <AvailabilityCalendar {...props} />
        </Suspense>
      ) : (
        pending
      )}
    </Frame>
  );
}
