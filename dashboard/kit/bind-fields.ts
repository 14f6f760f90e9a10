/**
 * A react-hook-form field as the kit's fields take it (`TextField`, `MoneyField`…): its
 * registration and the message of its own error, from one name; a counted field
 * (`CountedField`, `SeoListingFields`) also gets its watched value.
 */
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  UseFormRegister,
  UseFormWatch,
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

/** The form's paths that hold text. */
type TextPath<T extends FieldValues> = {
  [N in Path<T>]: PathValue<T, N> extends string ? N : never;
}[Path<T>];

/** `counted(name)`: a counted field's registration, watched value and own error message. */
export function bindCountedFields<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  watch: UseFormWatch<T>,
) {
  return (name: TextPath<T>) => ({
    registration: register(name),
    value: watch(name) as string,
    error: errorAt(errors, name),
  });
}
