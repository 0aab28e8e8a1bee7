import styled from 'styled-components';

/** A responsive grid of labelled filter controls. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
    font-size: 14px;
  }
`;
