import { censusFieldById } from '@onboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A census template field's label in the user's language (the template's English label for an unknown id). */
export function useFieldLabel(): (fieldId: string) => string {
  const { t } = useTranslation('census');
  return useCallback(
    (fieldId: string) =>
      t(`fields.${fieldId}` as 'fields.ssn', {
        defaultValue: censusFieldById.get(fieldId)?.label ?? fieldId,
      }),
    [t],
  );
}
