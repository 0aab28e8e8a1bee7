import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';
import styled, { css } from 'styled-components';

/** The admin kit's control height: inputs, selects and the compact date picker line up on it. */
export const CONTROL_HEIGHT = '42px';

const control = css`
  width: 100%;
  min-height: ${CONTROL_HEIGHT};
  padding: 9px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.color.focus};
    box-shadow: 0 0 0 3px rgba(28, 139, 181, 0.2);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input`
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const Textarea = styled.textarea`
  ${control};
  min-height: 110px;
  resize: vertical;
`;

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Label + control + error, wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint && !error ? <FieldHint>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrap>
  );
}

const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  span.track {
    position: relative;
    width: 42px;
    height: 24px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.border};
    transition: background 0.15s ease;
    flex-shrink: 0;
  }
  span.track::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    transition: transform 0.15s ease;
  }
  input:checked + span.track {
    background: ${({ theme }) => theme.color.success};
  }
  input:checked + span.track::after {
    transform: translateX(18px);
  }
  input:focus-visible + span.track {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input:disabled + span.track {
    opacity: 0.5;
  }
`;

interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  /** Hides the label visually but keeps it for screen readers. */
  hideLabel?: boolean;
}

export function Toggle({ checked, onChange, label, disabled, hideLabel }: ToggleProps) {
  return (
    <SwitchLabel>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="track" aria-hidden="true" />
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
    </SwitchLabel>
  );
}

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  > .full {
    grid-column: 1 / -1;
  }
`;
