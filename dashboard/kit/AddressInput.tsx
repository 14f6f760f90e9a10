/**
 * A text input for a piece of a web address (a slug, a host name): the URL keyboard, and no
 * capitals, autocorrection or spell check getting in the way of what is typed.
 */
import type { ComponentProps } from 'react';

type AddressInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'autoCapitalize' | 'autoCorrect' | 'spellCheck'
>;

export function AddressInput(props: AddressInputProps) {
  return (
    <input
      type="text"
      inputMode="url"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
