import styled from 'styled-components';

/** A home page section: a centred column with a heading row. */
export const Section = styled.section`
  max-width: 1240px;
  margin: 0 auto;
  padding: 64px 24px 0;
  ${({ theme }) => theme.media.mobile} {
    padding: 40px 16px 0;
  }
  > header {
    display: flex;
    align-items: end;
    justify-content: space-between;
    gap: 16px;
    margin-bottom: 24px;
  }
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 32px;
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    h2 {
      font-size: 26px;
    }
  }
  header p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
