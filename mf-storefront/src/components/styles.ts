import { css } from 'styled-components';

// Style fragments the storefront's pages share.

/** A page's content column: at most 1240 px, centred, with side gutters; `top` px above (`mobileTop` on a phone). */
export const pageColumn = (top: number, mobileTop: number) => css`
  max-width: 1240px;
  margin: 0 auto;
  padding: ${top}px 24px 0;
  ${({ theme }) => theme.media.mobile} {
    padding: ${mobileTop}px 16px 0;
  }
`;

/**
 * The facts line of a listing card (`.meta`: icon and value pairs) and its price row pinned to the
 * card's bottom (`.price`: a `small` note and the `strong` amount), as villa and boat cards show them.
 */
export const cardFacts = css`
  .meta {
    display: flex;
    flex-wrap: wrap;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
  .meta span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .price {
    margin-top: auto;
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
  }
  .price strong {
    color: ${({ theme }) => theme.color.primary};
  }
  .price small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
