import styled from 'styled-components';

/** Typography for sanitised staff-written HTML (blog posts). */
export const Prose = styled.div`
  line-height: 1.8;
  font-size: 17px;
  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.font.display};
    margin: 30px 0 12px;
    line-height: 1.3;
  }
  p,
  ul,
  ol {
    margin: 0 0 16px;
  }
  a {
    text-decoration: underline;
  }
  blockquote {
    margin: 0 0 16px;
    padding: 8px 18px;
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  overflow-wrap: anywhere;
`;
