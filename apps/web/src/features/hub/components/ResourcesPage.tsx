import { Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BackControls } from './BackControls.js';
import { useHubClient } from './ClientScope.js';

/**
 * /client/{clientId}/resources-listing: Employee & Employer Resources. The documents calls are another
 * issue; until then the page lists the standard materials by audience.
 */
export function ResourcesPage() {
  const { t } = useTranslation('hub');
  const client = useHubClient();
  return (
    <Stack gap={6}>
      <BackControls clientId={client.id} />
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('resources.title')}
        </Heading>
        <Text>{t('resources.intro')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <Stack as="section" aria-labelledby="resources-employer" gap={2} borderWidth="1px" rounded="md" p={5}>
          <Heading as="h2" size="md" id="resources-employer">
            {t('resources.employer')}
          </Heading>
          <List.Root ps={5}>
            <List.Item>{t('resources.employerItems.guide')}</List.Item>
            <List.Item>{t('resources.employerItems.billing')}</List.Item>
            <List.Item>{t('resources.employerItems.admin')}</List.Item>
          </List.Root>
        </Stack>
        <Stack as="section" aria-labelledby="resources-employee" gap={2} borderWidth="1px" rounded="md" p={5}>
          <Heading as="h2" size="md" id="resources-employee">
            {t('resources.employee')}
          </Heading>
          <List.Root ps={5}>
            <List.Item>{t('resources.employeeItems.enroll')}</List.Item>
            <List.Item>{t('resources.employeeItems.benefits')}</List.Item>
            <List.Item>{t('resources.employeeItems.claims')}</List.Item>
          </List.Root>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
