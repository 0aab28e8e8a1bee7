import styled, { css } from 'styled-components';

/**
 * The calendar's look, from the design tokens, for react-day-picker's default class names (rdp-*)
 * and the picker's own (vdp-*). react-day-picker's stylesheet is not loaded: everything is here.
 */

const CELL = '44px';

const dayPicker = css`
  .rdp-root {
    --vdp-range: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(28, 139, 181, 0.22)' : '#e3f2f8')};
    --vdp-preview: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(28, 139, 181, 0.12)' : 'rgba(227, 242, 248, 0.6)')};
    /* White on the dark theme's primary is 3.9:1; its hover shade reads 5.6:1. */
    --vdp-selected: ${({ theme }) => (theme.mode === 'dark' ? theme.color.primaryHover : theme.color.primary)};
    --vdp-stripe: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(255, 255, 255, 0.07)' : 'rgba(6, 40, 61, 0.06)')};
    position: relative;
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
  }
  .rdp-months {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxl};
  }
  .rdp-month {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 44px;
    margin: 0 44px ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: capitalize;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    height: 44px;
    align-items: center;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
    transition:
      background 0.15s ease,
      border-color 0.15s ease;
    &:hover:not([aria-disabled='true']) {
      border-color: ${({ theme }) => theme.color.primary};
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
    &[aria-disabled='true'] {
      opacity: 0.35;
      cursor: default;
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.color.focus};
      outline-offset: 2px;
    }
  }
  .rdp-root[data-nav-layout='around'] .rdp-button_previous,
  .rdp-root[data-nav-layout='around'] .rdp-button_next {
    position: absolute;
    top: 2px;
  }
  .rdp-root[data-nav-layout='around'] .rdp-button_previous {
    left: 0;
  }
  .rdp-root[data-nav-layout='around'] .rdp-button_next {
    right: 0;
  }
  .rdp-chevron {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: separate;
    border-spacing: 0 2px;
  }
  .rdp-weekday {
    width: ${CELL};
    padding: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: center;
  }
  .rdp-day {
    position: relative;
    width: ${CELL};
    height: ${CELL};
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    position: relative;
    z-index: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: ${CELL};
    height: ${CELL};
    padding: 0;
    margin: 0 auto;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    color: inherit;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
    cursor: pointer;
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.color.text};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.color.focus};
      outline-offset: 1px;
    }
    &:disabled {
      cursor: default;
    }
  }
  .vdp-price {
    margin-top: 1px;
    font-size: 10px;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
    letter-spacing: -0.01em;
  }
  .rdp-today .vdp-day-number {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.color.accent};
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.55;
  }
  .vdp-blocked .vdp-day-number {
    text-decoration: line-through;
  }
  .vdp-blocked {
    background: repeating-linear-gradient(-45deg, var(--vdp-stripe) 0 4px, transparent 4px 8px);
  }
  /* The first day of a booking: free in the morning (check-out), taken from the evening. */
  .vdp-blocked.vdp-checkout-only {
    background:
      linear-gradient(90deg, transparent 50%, transparent 50%),
      repeating-linear-gradient(-45deg, var(--vdp-stripe) 0 4px, transparent 4px 8px) right / 50% 100%
        no-repeat;
  }
  .vdp-checkout-only:not(.rdp-disabled) .rdp-day_button {
    color: ${({ theme }) => theme.color.text};
    opacity: 1;
  }
  .vdp-checkout-only:not(.rdp-disabled) .vdp-day-number {
    text-decoration: none;
  }
  .vdp-preview:not(.rdp-range_end) {
    background: var(--vdp-preview);
  }
  .rdp-range_middle {
    background: var(--vdp-range);
  }
  .rdp-range_middle .rdp-day_button {
    color: ${({ theme }) => theme.color.text};
    opacity: 1;
  }
  .rdp-range_start:not(.rdp-range_end) {
    background: linear-gradient(90deg, transparent 50%, var(--vdp-range) 50%);
  }
  .rdp-range_end:not(.rdp-range_start) {
    background: linear-gradient(90deg, var(--vdp-range) 50%, transparent 50%);
  }
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button,
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: var(--vdp-selected);
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    opacity: 1;
    .vdp-price {
      color: inherit;
    }
    .vdp-day-number {
      text-decoration: none;
    }
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

export const CalendarSurface = styled.div<{ $variant: 'popover' | 'sheet'; $align: 'start' | 'end' }>`
  z-index: 950;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${dayPicker}
  ${({ $variant, theme }) =>
    $variant === 'popover'
      ? css`
          /* Fixed, placed by usePopoverPosition: no scrolling box around the fields cuts it off. */
          position: fixed;
          top: 0;
          left: 0;
          width: max-content;
          max-width: calc(100vw - 16px);
          overflow-y: auto;
          overscroll-behavior: contain;
          padding: ${theme.space.xl} ${theme.space.xl} ${theme.space.lg};
          border: 1px solid ${theme.color.border};
          border-radius: ${theme.radius.xl};
          box-shadow: ${theme.shadow.lg};
          .vdp-body {
            overflow-x: auto;
          }
        `
      : css`
          position: fixed;
          inset: 0;
          height: 100dvh;
          .vdp-body {
            flex: 1 1 auto;
            overflow-y: auto;
            overscroll-behavior: contain;
            padding: ${theme.space.lg} ${theme.space.lg} ${theme.space.xl};
          }
          .rdp-months {
            flex-direction: column;
            gap: ${theme.space.xl};
            max-width: none;
          }
          .rdp-month_caption {
            justify-content: flex-start;
            margin: 0 0 ${theme.space.sm};
          }
          .rdp-month_grid {
            width: 100%;
          }
          .rdp-day,
          .rdp-weekday {
            width: calc(100% / 7);
          }
          .rdp-day_button {
            width: min(48px, 100%);
            height: 48px;
          }
          .rdp-day {
            height: 48px;
          }
        `}
`;

export const SheetHeader = styled.header`
  flex: 0 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .vdp-sheet-title {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Summary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  button {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    min-width: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button.is-active {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary};
  }
  .vdp-summary-label {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .vdp-summary-value {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: 100%;
  }
`;

export const Footer = styled.footer`
  flex: 0 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  .vdp-status {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text};
  }
  /* Airbnb-like: an underlined word in the text colour (the primary on the dark surface is 4.4:1). */
  .vdp-actions .vdp-clear {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  .vdp-actions .vdp-apply {
    background: ${({ theme }) => (theme.mode === 'dark' ? theme.color.primaryHover : theme.color.primary)};
    &:hover:not(:disabled) {
      filter: brightness(1.12);
    }
  }
  .vdp-actions {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    flex: 0 0 auto;
  }
  [aria-modal='true'] > & {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}
      calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom));
    box-shadow: 0 -6px 18px rgba(6, 40, 61, 0.08);
  }
`;
