import { Stack, Table, Text } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useCoverageList } from '../../hub/useCoverageName.js';

/** The current-sun-life-policies sub-step: the client's policies as staff configured them (read only). */
export function CurrentPolicies({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const coverageList = useCoverageList();
  if (client.policies.length === 0) return <Text color="fg.muted">{t('policies.none')}</Text>;
  return (
    <Stack gap={2}>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('policies.coverages')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('policies.effective')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('policies.situs')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {client.policies.map((policy) => (
            <Table.Row key={policy.id}>
              <Table.Cell>{coverageList(policy.slfCoverages)}</Table.Cell>
              <Table.Cell>{policy.policyEffective ?? '—'}</Table.Cell>
              <Table.Cell>{policy.issuedStateSitus ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
