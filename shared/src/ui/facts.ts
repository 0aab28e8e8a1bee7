import styled from 'styled-components';

/**
 * Label and value rows of a detail (a <dl> of <dt>/<dd> pairs): labels muted, values right-aligned
 * in tabular figures (left-aligned with `$align="left"`), long values wrapped; `.strong` marks a
 * total. The space around it is the caller's (`style={{ marginBottom: 16 }}`).
 */
export const Facts = styled.dl<{ $align?: 'left' | 'right' }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: ${({ $align = 'right' }) => $align};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .strong {
    font-weight: 700;
  }
`;
