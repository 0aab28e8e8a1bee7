import styled from 'styled-components';
import { palette } from '@villa/shared/ui/tokens';

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow: hidden;
  background: linear-gradient(
    180deg,
    ${palette.sea100} 0%,
    #bfe3f1 52%,
    ${palette.sea500} 52%,
    ${palette.sea700} 100%
  );
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  span {
    position: absolute;
    left: 14px;
    bottom: 12px;
    color: #fff;
    font-weight: 600;
    font-size: 13px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    opacity: 0.9;
  }
`;

/** Shown instead of a photo: a calm sea with a sailing boat, and the boat type. */
export function BoatPlaceholder({ label }: { label: string }) {
  return (
    <Frame role="img" aria-label={`${label} (fotoğraf eklenmemiş)`}>
      <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <circle cx="320" cy="70" r="26" fill="#fff6d6" opacity="0.9" />
        <path d="M190 70 L190 150 L135 150 Z" fill="#ffffff" opacity="0.95" />
        <path d="M198 82 L198 150 L245 150 Z" fill="#f5efe4" opacity="0.95" />
        <rect x="193" y="62" width="4" height="96" fill="#0a3a57" />
        <path d="M120 156 H270 L250 178 H140 Z" fill="#0a3a57" />
        <path
          d="M0 190 Q50 182 100 190 T200 190 T300 190 T400 190"
          stroke="#ffffff"
          strokeOpacity="0.35"
          strokeWidth="3"
          fill="none"
        />
        <path
          d="M0 222 Q50 214 100 222 T200 222 T300 222 T400 222"
          stroke="#ffffff"
          strokeOpacity="0.22"
          strokeWidth="3"
          fill="none"
        />
      </svg>
      <span>{label}</span>
    </Frame>
  );
}
