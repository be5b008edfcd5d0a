import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { can, type DocumentCategory } from '@onboard/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/useSession.js';
import { useMarkDocumentNoticeSeenMutation } from '../../documents/api/documentsApi.js';
import { DocumentsPanel } from '../../documents/components/DocumentsPanel.js';
import { ResourceList } from '../../tasks/resources/ResourceList.js';
import { useMarkStepViewed } from '../../tasks/resources/useMarkStepViewed.js';
import { BackControls } from './BackControls.js';
import { useHubClient } from './ClientScope.js';

/** The employers' materials (plan documents) and the employees' (enrollment resources): decision 117. */
const EMPLOYER_CATEGORIES: readonly DocumentCategory[] = ['plan-document'];
const EMPLOYEE_CATEGORIES: readonly DocumentCategory[] = ['enrollment-resource'];

/**
 * /client/{clientId}/resources-listing: Employee & Employer Resources (spec §2). The links and documents staff
 * attached for the client (every task's, decision 127), then the client's documents for employers and for
 * employees, each a documents panel. Opening the page marks the new-document notice
 * NEW_AND_SEEN (spec §4), once.
 */
export function ResourcesPage() {
  const { t } = useTranslation('hub');
  const client = useHubClient();
  const { principal } = useSession();
  const canUpload = can(principal, 'create', 'document', { clientId: client.id });
  useMarkStepViewed(client.id, 'resources-listing');
  const [markSeen] = useMarkDocumentNoticeSeenMutation();
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (markedFor.current === client.id) return;
    markedFor.current = client.id;
    void markSeen(client.id);
  }, [client.id, markSeen]);
  return (
    <Stack gap={6}>
      <BackControls clientId={client.id} />
      <Heading as="h1" size="2xl">
        {t('resources.title')}
      </Heading>
      <ResourceList
        clientId={client.id}
        canManage={can(principal, 'delete', 'client-setup', { clientId: client.id })}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
        <DocumentsPanel
          clientId={client.id}
          categories={EMPLOYER_CATEGORIES}
          title={t('resources.employer')}
          canUpload={canUpload}
        />
        <DocumentsPanel
          clientId={client.id}
          categories={EMPLOYEE_CATEGORIES}
          title={t('resources.employee')}
          canUpload={canUpload}
        />
      </SimpleGrid>
    </Stack>
  );
}
