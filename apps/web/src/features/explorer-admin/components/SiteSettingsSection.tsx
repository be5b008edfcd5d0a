import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from './fields.js';

/** The site's yes/no settings (explorer spec §3), as switches. */
export const SITE_SWITCHES = [
  'kioskMode',
  'maintenanceMode',
  'hasEmployeesInNY',
  'showBenefitCount',
  'showLegacyDentalPlanTable',
  'showLegacyVisionPlanTable',
  'enableContactUsAppointment',
  'enableContactUsEmail',
  'enableContactUsLiveChat',
] as const;

export function SiteSettingsSection() {
  const { t } = useTranslation('explorerAdmin');
  return (
    <Stack as="section" gap={4} aria-labelledby="site-settings">
      <Heading as="h2" size="lg" id="site-settings">
        {t('sections.settings')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        {SITE_SWITCHES.map((name) => (
          <SwitchField key={name} name={name} label={t(`fields.${name}`)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
