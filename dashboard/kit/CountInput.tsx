/**
 * A number input for a whole count (units in stock, grams, days): steps by one, opens the
 * numeric keypad, and `min` defaults to `0`. The counterpart of MoneyInput for amounts.
 */
import type { ComponentProps } from 'react';

type CountInputProps = Omit<ComponentProps<'input'>, 'type' | 'step' | 'inputMode'>;

/** `<input type="number">` for whole numbers. */
export function CountInput({ min = 0, ...props }: CountInputProps) {
  return <input type="number" min={min} step={1} inputMode="numeric" {...props} />;
}
