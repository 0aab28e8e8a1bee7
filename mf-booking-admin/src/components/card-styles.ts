import { css } from 'styled-components';

/** The headings (h2) of the cards in a grid of cards (the home page's, a reservation's detail). */
export const cardHeadings = css`
  h2 {
    font-size: 17px;
    margin: 0 0 12px;
  }
`;

/** Lists (ul) without bullets, their items 8px apart (the home page's cards). */
export const plainLists = css`
  /* Not the chart's legend (recharts lays its items out in a row; as a grid they stacked). */
  ul:not(.recharts-default-legend) {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
`;
