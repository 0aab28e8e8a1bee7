import styled from 'styled-components';

/** The search box's frame, shared by the header search and the box standing in for it at start. */
export const SearchWrap = styled.div`
  position: relative;
  width: 100%;
  max-width: 260px;
`;

export const SearchBox = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 14px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.16);
  border: 1px solid rgba(127, 127, 127, 0.35);
  backdrop-filter: blur(6px);
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    outline: none;
    color: inherit;
  }
  input::placeholder {
    color: inherit;
    opacity: 0.8;
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;
