import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: Variant;
  $size?: Size;
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size = 'md', theme }) =>
    $size === 'sm'
      ? css`
          padding: 6px 12px;
          font-size: ${theme.font.size.sm};
          min-height: 32px;
        `
      : $size === 'lg'
        ? css`
            padding: 14px 24px;
            font-size: ${theme.font.size.lg};
            min-height: 52px;
          `
        : css`
            padding: 10px 18px;
            font-size: ${theme.font.size.md};
            min-height: 42px;
          `}
  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.border};
          &:hover:not(:disabled) {
            border-color: ${theme.color.primary};
            color: ${theme.color.primary};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.primary};
          &:hover:not(:disabled) {
            background: ${theme.color.surfaceAlt};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.onDanger};
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      default:
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryHover};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const IconButton = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid transparent;
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background 0.15s ease;
  &:hover {
    background: rgba(127, 127, 127, 0.14);
  }
`;
