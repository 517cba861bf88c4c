import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { latinDigits } from '../../shared/digits';

/** A quantity is at least 1 and at most the stock (`max`); whole pieces only. */
function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

interface QuantityCounterProps {
  value: number;
  onChange: (value: number) => void;
  /** The available stock: plus stops there and a bigger typed number is brought back to it. */
  max: number;
  disabled?: boolean;
  /** The field's name in its form, posted before (or without) the app's JavaScript. */
  name?: string;
  /**
   * Minus and plus post the form with the quantity they make (a cart line's form, as its `step`
   * field), so they work before the app's JavaScript too; otherwise they only change the field
   * (the product's form, which the shopper then sends with its own button).
   */
  stepsPost?: boolean;
}

/** The digits of what was typed, Arabic-Indic ones (٠–٩) written as 0–9. */
function typedDigits(text: string): string {
  return latinDigits(text).replace(/\D/g, '');
}

/**
 * How many pieces: minus never goes below 1, plus is blocked at the stock, a typed
 * number above the stock is clamped to it. Out of stock (max below 1) disables all of it.
 *
 * A plain text field that keeps only digits, not Mantine's NumberInput: that one brings
 * react-number-format (~10 KB brotli) onto the product page for a whole number.
 */
export function QuantityCounter({ value, onChange, max, disabled = false, name, stepsPost = false }: QuantityCounterProps) {
  const { t } = useLingui();
  const off = disabled || max < 1;
  const set = (next: number) => onChange(clampQuantity(next, max));
  // An emptied field stays empty, keeping the last quantity, until a number is typed or it is left.
  const [emptied, setEmptied] = useState(false);
  /** A step's button: with JavaScript it sets the quantity; without, it posts it (stepsPost). */
  const step = (next: number) => ({
    type: stepsPost ? ('submit' as const) : ('button' as const),
    name: stepsPost ? 'step' : undefined,
    value: stepsPost ? String(next) : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      set(next);
    },
  });
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t`Quantity`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Decrease quantity`}
        disabled={off || value <= 1}
        {...step(value - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <TextInput
        aria-label={t`Quantity`}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={emptied ? '' : String(value)}
        onChange={(event) => {
          const digits = typedDigits(event.currentTarget.value);
          setEmptied(!digits);
          if (digits) set(Number(digits));
        }}
        onBlur={() => setEmptied(false)}
        disabled={off}
        w={64}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Increase quantity`}
        disabled={off || value >= max}
        {...step(value + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
