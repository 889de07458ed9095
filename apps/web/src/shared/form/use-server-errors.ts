import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error';
import { applyServerFieldErrors } from './apply-server-errors';

/**
 * Runs a save and turns its failure into form errors: field errors go under the known
 * fields, anything else becomes `formError`, a general message for the dialog.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  /** The general message when field errors were placed; the common "correct the fields" by default. */
  correctFields?: string,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useTranslation();
  const attempt = async (action: () => Promise<void>) => {
    setFormError(null);
    try {
      await action();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, knownFields);
      setFormError(placed > 0 ? (correctFields ?? t('errors.correctFields')) : errorMessage(err));
    }
  };
  return { formError, attempt };
}
