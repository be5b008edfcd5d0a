import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { US_STATES, type ClientDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { useGetBenAdminPlatformsQuery } from '../../reference/api/referenceApi.js';
import { useListStaffUsersQuery } from '../api/explorerAdminApi.js';
import type { SiteFormValues } from '../siteForm.js';
import { MultiCheckField, NumberField, SelectField, TextField } from './fields.js';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

/**
 * The site's own fields (explorer spec §3): name, plan year, employer state, policies of the client, the staff
 * page owner, the benefits-administration platform, links, employee count and the vanity address.
 */
export function SiteDetailsSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('explorerAdmin');
  const { watch } = useFormContext<SiteFormValues>();
  const platforms = useGetBenAdminPlatformsQuery();
  // Staff users (the internal list): a page's owner is one of them.
  const staff = useListStaffUsersQuery();
  const owner = watch('pageOwner');
  const owners = staff.data?.items ?? [];
  const ownerOptions = [
    ...owners.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` })),
    ...(owner && !owners.some((user) => user.id === owner) ? [{ value: owner, label: owner }] : []),
  ];
  const slug = watch('vanitySlug');

  return (
    <Stack as="section" gap={4} aria-labelledby="site-details">
      <Heading as="h2" size="lg" id="site-details">
        {t('sections.details')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <TextField name="name" label={t('fields.name')} />
        <TextField name="customClientName" label={t('fields.customClientName')} />
        <TextField name="planYear" label={t('fields.planYear')} helperText={t('fields.planYearHelp')} />
        <SelectField
          name="employerState"
          label={t('fields.employerState')}
          options={STATE_OPTIONS}
          none={t('choose')}
        />
        <TextField name="territory" label={t('fields.territory')} />
        <NumberField name="employeeCount" label={t('fields.employeeCount')} step="1" />
        <TextField
          name="vanitySlug"
          label={t('fields.vanitySlug')}
          helperText={t('fields.vanitySlugHelp', { slug: slug || '…' })}
        />
        <SelectField
          name="pageOwner"
          label={t('fields.pageOwner')}
          options={ownerOptions}
          none={t('choose')}
        />
        <SelectField
          name="benAdminPlatformId"
          label={t('fields.benAdminPlatformId')}
          options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          none={t('none')}
        />
        <TextField name="benAdminPlatformUrl" type="url" label={t('fields.benAdminPlatformUrl')} />
        <TextField name="notificationLink" type="url" label={t('fields.notificationLink')} />
        <TextField name="customCalendlyLink" type="url" label={t('fields.customCalendlyLink')} />
      </SimpleGrid>
      <MultiCheckField
        name="policies"
        legend={t('fields.policies')}
        options={client.policies.map((policy, i) => ({
          value: policy.id,
          label: t('fields.policyLabel', {
            number: i + 1,
            coverages: policy.slfCoverages.join(', ') || '—',
            date: policy.policyEffective ?? '—',
          }),
        }))}
      />
    </Stack>
  );
}

/** The site's dates (explorer spec §3): start, expiry and open enrollment. */
export function SiteDatesSection() {
  const { t } = useTranslation('explorerAdmin');
  return (
    <Stack as="section" gap={4} aria-labelledby="site-dates">
      <Heading as="h2" size="lg" id="site-dates">
        {t('sections.dates')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <TextField name="startsAt" type="date" label={t('fields.startsAt')} />
        <TextField name="expiresAt" type="date" label={t('fields.expiresAt')} />
        <TextField name="openEnrollmentStart" type="date" label={t('fields.openEnrollmentStart')} />
        <TextField name="openEnrollmentEnd" type="date" label={t('fields.openEnrollmentEnd')} />
      </SimpleGrid>
    </Stack>
  );
}
