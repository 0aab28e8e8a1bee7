import styled from 'styled-components';

/** The visible heading over a control that is not a Field (a file picker, the rich text editor). */
export const Caption = styled.span`
  display: block;
  margin-bottom: 6px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
