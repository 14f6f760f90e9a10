/**
 * A react-hook-form field as the kit's fields take it (`TextField`, `MoneyField`…): its
 * registration and the message of its own error, from one name.
 */
import type {
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegister,
} from 'react-hook-form';
import { errorAt } from './error-at';

/** `field(name, options)`: the props of a kit field bound to the form field `name`. */
export function bindFields<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: errorAt(errors, name),
  });
}
