import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorMessage, isApiError } from '../api/api-error';

/**
 * Puts a validation-error's `details.fields` under the matching form fields, in the interface language.
 * Returns the number of fields it could place (the caller shows the rest as a general message).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): number {
  if (!isApiError(err)) return 0;
  let placed = 0;
  for (const [path, message] of Object.entries(err.fields)) {
    const field = path.replace(/^body\./, '');
    const known = knownFields.some((k) => field === k || field.startsWith(`${k}.`));
    if (!known) continue;
    setError(
      field as Path<T>,
      { type: 'server', message: fieldErrorMessage(message) },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  return placed;
}
