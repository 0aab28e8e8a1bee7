import styled from 'styled-components';
import { cardHeadings } from '../../../components/card-styles';

/** The detail's cards side by side (one column on a phone). */
export const DetailGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${cardHeadings}
`;

/** Messages and the log, newest first as the server sends them. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    border-left: 3px solid ${({ theme }) => theme.color.border};
    padding-left: 10px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
