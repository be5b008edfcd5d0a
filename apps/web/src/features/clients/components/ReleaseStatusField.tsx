import { NativeSelect } from '@chakra-ui/react';
import { RELEASE_STATUSES, type ReleaseStatus } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/FormField.js';

/** The client's release status, chosen from its values (not typed: the server accepts only these). */
export function ReleaseStatusField({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: ReleaseStatus | '';
  onChange: (value: ReleaseStatus | '') => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('clients');
  return (
    <FormField label={t('manage.fields.releaseStatus')} error={error}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          value={value}
          onChange={(e) => onChange(e.target.value as ReleaseStatus | '')}
          data-testid="release-status"
        >
          <option value="">{t('manage.releaseStatuses.none')}</option>
          {RELEASE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`manage.releaseStatuses.${status}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
