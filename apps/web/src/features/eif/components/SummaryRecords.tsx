import type { ClientDto } from '@onboard/contracts';
import type { RecordSection } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { useGetContactsQuery } from '../api/contactsApi.js';
import { useGetSubsidiariesQuery } from '../api/eifRecordsApi.js';
import { useGetEmployeeClassesQuery } from '../api/employeeClassesApi.js';
import { useGetLocationsQuery } from '../api/locationsApi.js';
import { locationAddress } from '../locationAddress.js';
import { useSubsidiaryColumns } from './ClientRecordSections.js';
import { useContactColumns } from './ContactsSection.js';
import { RecordList } from './RecordList.js';

/** A sub-step's records on the summary page, read only (the PDF prints the same). */
export function SummaryRecords({ section, client }: { section: RecordSection; client: ClientDto }) {
  switch (section) {
    case 'locations':
      return <SummaryLocations client={client} />;
    case 'planAdministrators':
      return <SummaryContacts client={client} />;
    case 'classBuilder':
      return <SummaryClasses client={client} />;
    case 'subsidiaries':
      return <SummarySubsidiaries client={client} />;
    default:
      return null;
  }
}

function SummaryLocations({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const rows = useGetLocationsQuery(client.id).data ?? [];
  return (
    <RecordList
      id="summary-locations"
      title={t('locations.title')}
      empty={t('locations.none')}
      rows={rows}
      columns={[
        { header: t('locations.fields.name'), cell: (l) => l.name },
        {
          header: t('locations.address'),
          cell: (l) => locationAddress(l),
        },
      ]}
      actions={[]}
    />
  );
}

function SummaryContacts({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const rows = useGetContactsQuery(client.id).data ?? [];
  return (
    <RecordList
      id="summary-contacts"
      title={t('contacts.title')}
      empty={t('contacts.none')}
      rows={rows}
      columns={useContactColumns()}
      actions={[]}
    />
  );
}

function SummaryClasses({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const rows = useGetEmployeeClassesQuery(client.id).data ?? [];
  return (
    <RecordList
      id="summary-classes"
      title={t('classes.title')}
      empty={t('classes.none')}
      rows={rows}
      columns={[
        { header: t('classes.fields.name'), cell: (c) => c.name },
        {
          header: t('classes.fields.employmentType'),
          cell: (c) => t(`classes.employmentTypes.${c.employmentType}`),
        },
        { header: t('classes.fields.minimumHoursPerWeek'), cell: (c) => c.minimumHoursPerWeek ?? '—' },
      ]}
      actions={[]}
    />
  );
}

function SummarySubsidiaries({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const rows = useGetSubsidiariesQuery(client.id).data ?? [];
  return (
    <RecordList
      id="summary-subsidiaries"
      title={t('subsidiaries.title')}
      empty={t('subsidiaries.none')}
      rows={rows}
      columns={useSubsidiaryColumns(client.id)}
      actions={[]}
    />
  );
}
