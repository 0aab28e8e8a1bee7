import styled from 'styled-components';

const Text = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A date field's Turkish error under it (the range picker, the month picker, the date-time field),
 * read out at once; nothing when there is none. `id` is what the field's aria-describedby names.
 */
export function DateFieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <Text id={id} role="alert">
      {message}
    </Text>
  ) : null;
}
