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
  /**
   * The general message when field errors were placed; the common "correct the fields" by default,
   * `null` for none (the messages under the fields say it all).
   */
  correctFields?: string | null,
  /** After the fields are placed: puts a refusal the form words itself (by its code) under its field. */
  onRefused?: (err: unknown) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useTranslation();
  const attempt = async (action: () => Promise<void>) => {
    setFormError(null);
    try {
      await action();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, knownFields);
      onRefused?.(err);
      if (placed === 0) setFormError(errorMessage(err));
      else setFormError(correctFields === undefined ? t('errors.correctFields') : correctFields);
    }
  };
  return { formError, attempt };
}
