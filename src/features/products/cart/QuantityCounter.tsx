import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { clampQuantity } from './clampQuantity';

export interface QuantityCounterProps {
  value: number;
  onChange: (value: number) => void;
  /** The available stock: plus stops there and a bigger typed number is brought back to it. */
  max: number;
  disabled?: boolean;
}

/**
 * How many pieces (SPEC §4, §5): minus never goes below 1, plus is blocked at the stock, a typed
 * number above the stock is clamped to it. Out of stock (max below 1) disables all of it.
 */
export function QuantityCounter({ value, onChange, max, disabled = false }: QuantityCounterProps) {
  const { t } = useLingui();
  const off = disabled || max < 1;
  const set = (next: number) => onChange(clampQuantity(next, max));
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t`Quantity`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Decrease quantity`}
        disabled={off || value <= 1}
        onClick={() => set(value - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <NumberInput
        aria-label={t`Quantity`}
        value={value}
        onChange={(typed) => {
          // An emptied field keeps the last quantity until a number is typed.
          if (typeof typed === 'number') set(typed);
        }}
        onBlur={() => set(value)}
        min={1}
        max={Math.max(1, max)}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={off}
        w={64}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Increase quantity`}
        disabled={off || value >= max}
        onClick={() => set(value + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
