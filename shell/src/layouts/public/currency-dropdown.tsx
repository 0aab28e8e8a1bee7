import styled from 'styled-components';
import { CURRENCIES, CURRENCY_META } from '@villa/shared/lib/money';
import { useCurrency } from '@villa/shared/stores/currency';
import { Dropdown } from './dropdown';

const Option = styled.button<{ $active: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  padding: 10px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $active, theme }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

export function CurrencyDropdown() {
  const { currency, setCurrency } = useCurrency();
  return (
    <Dropdown
      ariaLabel={`Para birimi: ${CURRENCY_META[currency].label}`}
      label={
        <span data-testid="currency-current">
          {CURRENCY_META[currency].symbol} {currency}
        </span>
      }
    >
      {(close) =>
        CURRENCIES.map((c) => (
          <Option
            key={c}
            $active={c === currency}
            aria-pressed={c === currency}
            onClick={() => {
              setCurrency(c);
              close();
            }}
          >
            <span>{CURRENCY_META[c].label}</span>
            <span>
              {CURRENCY_META[c].symbol} {c}
            </span>
          </Option>
        ))
      }
    </Dropdown>
  );
}
