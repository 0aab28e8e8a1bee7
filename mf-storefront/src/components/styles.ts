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
 * A listing card as villa and boat cards share it: a raised column that lifts under the pointer, its
 * facts line (`.meta`: icon and value pairs) and its price row pinned to the bottom (`.price`: a
 * `small` note and the `strong` amount).
 */
export const listingCard = css`
  display: flex;
  flex-direction: column;
  border-radius: 18px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
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

/** A raised box on the page: the surface colour inside a hairline border, `padding` and `radius` px. */
export const panel = (padding: number, radius: number) => css`
  padding: ${padding}px;
  border-radius: ${radius}px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/** Two columns side by side (`columns`: '360px 1fr'), `gap` px apart; one above the other up to `narrow` px wide. */
export const twoColumns = (columns: string, gap: number, narrow: number) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${gap}px;
  align-items: start;
  @media (max-width: ${narrow}px) {
    grid-template-columns: 1fr;
  }
`;

/** Equal tiles filling the row: as many columns of at least `min` (a CSS length) as fit, `gap` px apart. */
export const tiles = (min: string, gap: number) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${min}, 1fr));
  gap: ${gap}px;
`;

/** A message box on the page: an error ('danger') or a confirmation ('success') on its pale ground. */
export const notice = (tone: 'danger' | 'success') => css`
  margin: 0;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => (tone === 'danger' ? theme.color.dangerBg : theme.color.successBg)};
  color: ${({ theme }) => theme.color[tone]};
`;
