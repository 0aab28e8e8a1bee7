import styled from 'styled-components';

/** A responsive grid of labelled filter controls. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  /* A range picker takes two columns where there are two (a phone has one). */
  @media (min-width: 600px) {
    > .span-2 {
      grid-column: span 2;
    }
  }
  > label {
    display: grid;
    gap: 4px;
    font-weight: 600;
    font-size: 14px;
  }
`;
