import { NativeSelect } from '@chakra-ui/react';
import { RESOURCE_AUDIENCES } from '@onboard/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/FormField.js';

/** Who a resource is for (employer or employees): the same select in both of staff's resource forms. */
export function AudienceField({
  register,
  error,
}: {
  register: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation('resources');
  return (
    <FormField label={t('add.audience')} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register}>
          {RESOURCE_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`list.audiences.${audience}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
