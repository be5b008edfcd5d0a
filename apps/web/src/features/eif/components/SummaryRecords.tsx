import type { ClientDto } from '@onboard/contracts';
import { signedRecords, type NetRecordChange, type RecordSection } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { useGetContactsQuery } from '../api/contactsApi.js';
import { useGetSubsidiariesQuery } from '../api/eifRecordsApi.js';
import { useGetEmployeeClassesQuery } from '../api/employeeClassesApi.js';
import { useGetLocationsQuery } from '../api/locationsApi.js';
import { locationAddress } from '../locationAddress.js';
import { useSubsidiaryColumns } from './ClientRecordSections.js';
import { useContactColumns } from './ContactsSection.js';
import { RecordList } from './RecordList.js';

type Props = { client: ClientDto; changes: readonly NetRecordChange[] };

/**
 * A sub-step's records on the summary page, read only (the PDF prints the same), as the signed record holds
 * them (decision 215): `changes` are the net changes since the signing.
 */
export function SummaryRecords({ section, ...props }: Props & { section: RecordSection }) {
  switch (section) {
    case 'locations':
      return <SummaryLocations {...props} />;
    case 'planAdministrators':
      return <SummaryContacts {...props} />;
    case 'classBuilder':
      return <SummaryClasses {...props} />;
    case 'subsidiaries':
      return <SummarySubsidiaries {...props} />;
    default:
      return null;
  }
}

function SummaryLocations({ client, changes }: Props) {
  const { t } = useTranslation('eif');
  const rows = signedRecords('Location', useGetLocationsQuery(client.id).data ?? [], changes);
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

function SummaryContacts({ client, changes }: Props) {
  const { t } = useTranslation('eif');
  const live = useGetContactsQuery(client.id).data ?? [];
  // A contact put back is listed without its locations (decision 215: links follow the live record).
  const rows = signedRecords('Contact', live, changes, (id, v) => ({
    ...(v as unknown as (typeof live)[number]),
    id,
    managedLocationIds: [],
  }));
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

function SummaryClasses({ client, changes }: Props) {
  const { t } = useTranslation('eif');
  const rows = signedRecords('EmployeeClass', useGetEmployeeClassesQuery(client.id).data ?? [], changes);
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

function SummarySubsidiaries({ client, changes }: Props) {
  const { t } = useTranslation('eif');
  const live = useGetSubsidiariesQuery(client.id).data ?? [];
  const rows = signedRecords('Subsidiary', live, changes, (id, v) => ({
    ...(v as unknown as (typeof live)[number]),
    id,
    locationId: typeof v.location === 'string' ? v.location : null,
  }));
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
