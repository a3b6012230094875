import { useTranslation } from 'react-i18next';
import type { ValidationError } from '../lib/validation';

/**
 * Turns a validator's error (a key of the `validation` namespace and its parameters) into text in
 * the current language; machines and validators keep keys, views call this (SPEC 4.12: switching
 * the language updates validation messages too, since the text is made at render).
 */
export function useValidationText() {
  const { t } = useTranslation('validation');
  return (error: ValidationError | null | undefined): string | undefined =>
    error ? t(error.key, error.params) : undefined;
}
