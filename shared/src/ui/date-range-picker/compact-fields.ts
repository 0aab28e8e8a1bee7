import styled from 'styled-components';

/**
 * The picker's compact size (size="compact"), for admin filter rows: the fields as tall as the
 * admin kit's inputs and selects (CONTROL_HEIGHT, field-styles.ts) with their labels above them,
 * as a labelled select has its label, so a filter row lines up.
 */
export const CompactLabels = styled.div`
  display: flex;
  gap: 1px;
  margin-bottom: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
  align-items: flex-end;
  label {
    flex: 1 1 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* Over the calendar button: nothing. */
  &::after {
    content: '';
    flex: 0 0 44px;
  }
`;
