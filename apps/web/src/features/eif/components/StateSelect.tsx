import { US_STATES } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OptionSelect } from '../../../components/form/OptionSelect.js';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

/** The US state of an address (locations, contacts), "Choose" until one is chosen. */
export function StateSelect({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useTranslation('eif');
  return <OptionSelect field={field} none={t('choose')} options={STATE_OPTIONS} />;
}
