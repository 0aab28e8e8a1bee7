import styled from 'styled-components';
import { Card } from '@villa/shared/ui/layout';
import { plainLists } from '../../../components/card-styles';

/**
 * The home page's alert cards (channel feeds failing or held, channel stays that overlap a
 * booking): a heading with a count, a note, and one row a problem with its action.
 */
export const AlertCard = styled(Card)<{ $tone: 'danger' | 'warning' }>`
  margin-top: ${({ theme }) => theme.space.lg};
  border-color: ${({ theme, $tone }) => theme.color[$tone]};
  h2 {
    font-size: 17px;
    margin: 0 0 4px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${plainLists}
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.color.warningBg : theme.color.surfaceAlt)};
  }
  li .what {
    flex: 1 1 240px;
    min-width: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
