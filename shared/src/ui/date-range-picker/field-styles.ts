import styled, { css } from 'styled-components';
import { CONTROL_HEIGHT } from '../form';

/**
 * The picker's closed fields: shared by the picker and by LazyDateRangePicker's stand-in, which
 * shows the same fields (same size) until the picker's code has loaded.
 */

export const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

export const Fields = styled.div<{
  $open: boolean;
  $invalid: boolean;
  $disabled: boolean;
  $compact?: boolean;
}>`
  display: flex;
  align-items: stretch;
  min-height: ${({ $compact }) => ($compact ? CONTROL_HEIGHT : '56px')};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  ${({ $open, theme }) =>
    $open &&
    css`
      border-color: ${theme.color.focus};
      box-shadow: 0 0 0 3px rgba(28, 139, 181, 0.2);
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.6;
    `}
`;

/**
 * A date field's small uppercase label over its borderless, tabular-figure input (the range
 * picker's boxes, the date-time field's time box); `$compact` for the filter rows' single line.
 */
export const labelAndInput = css<{ $compact?: boolean }>`
  label {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  input {
    width: 100%;
    min-width: 0;
    border: 0;
    padding: ${({ $compact }) => ($compact ? '0' : '2px 0 0')};
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme, $compact }) => ($compact ? theme.font.weight.regular : theme.font.weight.medium)};
    font-variant-numeric: tabular-nums;
    outline: none;
  }
`;

export const FieldBox = styled.div<{ $active: boolean; $compact?: boolean }>`
  position: relative;
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ $compact }) => ($compact ? '0' : '6px')} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $active, theme }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  ${labelAndInput}
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.75;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  input[readonly] {
    cursor: pointer;
  }
  &:focus-within {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`;

export const Divider = styled.span<{ $compact?: boolean }>`
  width: 1px;
  margin: ${({ $compact }) => ($compact ? '8px 0' : '10px 0')};
  background: ${({ theme }) => theme.color.border};
`;

export const CalendarButton = styled.button<{ $compact?: boolean }>`
  flex: 0 0 auto;
  display: grid;
  place-items: center;
  width: ${({ $compact }) => ($compact ? '40px' : '48px')};
  margin: ${({ $compact }) => ($compact ? '2px' : '4px')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
