import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px dashed ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  strong {
    color: ${({ theme }) => theme.color.warning};
    letter-spacing: 0.5px;
  }
`;

/** The card path runs against a sandbox or the local stand-in: no real money moves. */
export function TestModeNote() {
  return (
    <Note data-testid="payment-test-mode">
      <strong>TEST MODU</strong> · Kartla ödeme deneme ortamında çalışıyor; kartınızdan gerçek bir tutar
      çekilmez.
    </Note>
  );
}
