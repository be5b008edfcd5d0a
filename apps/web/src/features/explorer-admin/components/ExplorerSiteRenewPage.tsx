import { Button, DataList, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useState, type BaseSyntheticEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formErrorsOf } from '../../../app/errors.js';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { loadState } from '../../../components/ui/loadState.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useClientPage } from '../../clients/hooks/useClientPage.js';
import { useGetExplorerPageQuery, useRenewExplorerPageMutation } from '../api/explorerAdminApi.js';
import { renewalBody, renewalDefaults, type RenewalFormValues } from '../renewal.js';
import { siteContext, siteFormErrors, type StaffExplorerPage } from '../siteForm.js';
import { SwitchField, TextField } from './fields.js';

/** …/manage/benefits-explorer/{explorerPageId}/renew (explorer spec §2 renewBenefitsExplorerSite). */
export function ExplorerSiteRenewPage() {
  const clientId = useRequiredParam('clientId');
  const explorerPageId = useRequiredParam('explorerPageId');
  const client = useClientPage(clientId);
  const page = loadState(useGetExplorerPageQuery({ clientId, explorerPageId }), { notFoundPage: true });
  if (client.fallback) return client.fallback;
  if (page.fallback) return page.fallback;
  return <RenewForm key={page.data.id} client={client.data} page={page.data} />;
}

/**
 * The renewal (explorer spec §3 "Renewal fields"): the previous site's expiry, plan year, vanity address and
 * branding shown; the new site's start and end dates and plan year asked (with its open enrollment), and what
 * becomes of the previous site. Next year's site copies this one's settings and plans (decision 163); once
 * renewed, its edit page opens.
 */
function RenewForm({ client, page }: { client: ClientDto; page: StaffExplorerPage }) {
  const { t } = useTranslation('explorerAdmin');
  const navigate = useNavigate();
  const form = useForm<RenewalFormValues>({ defaultValues: renewalDefaults(page) });
  const [renew, renewing] = useRenewExplorerPageMutation();
  const [formError, setFormError] = useState<string | undefined>();
  const dash = '—';

  // The errors set by hand are cleared first: react-hook-form submits only a form without errors.
  const onSubmit = (event?: BaseSyntheticEvent) => {
    form.clearErrors();
    return submit(event);
  };
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    form.clearErrors();
    const body = renewalBody(page, values);
    // The new site must hold as a site (explorer spec §5), its dates named as this form names them.
    const errors = siteFormErrors(body, siteContext(client, body.policies ?? []));
    const asked: Record<string, keyof RenewalFormValues> = {
      startsAt: 'newExplorerPageStartDate',
      expiresAt: 'newExplorerPageEndDate',
      planYear: 'newExplorerPagePlanYear',
      openEnrollmentStart: 'openEnrollmentStart',
      openEnrollmentEnd: 'openEnrollmentEnd',
      prevExplorerPageExpiry: 'prevExplorerPageExpiry',
      prevExplorerPageVanitySlug: 'prevExplorerPageVanitySlug',
    };
    let shown = false;
    for (const [path, message] of Object.entries(errors)) {
      const field = asked[path];
      if (field) {
        form.setError(field, { type: 'rule', message });
        shown = true;
      }
    }
    if (Object.keys(errors).length > 0) {
      setFormError(shown ? t('form.fixErrors') : t('renew.siteInvalid'));
      return;
    }
    try {
      const created = await renew({ clientId: client.id, explorerPageId: page.id, body }).unwrap();
      toaster.create({ type: 'success', title: t('renew.renewed') });
      void navigate(PATHS.explorerSiteEdit(client.id, created.id));
    } catch (error) {
      const names = [...Object.keys(asked), ...Object.values(asked)];
      const { fields, form: general } = formErrorsOf(error, names, t('form.failed'));
      for (const [path, message] of Object.entries(fields)) {
        const field = (asked[path] ?? path) as Path<RenewalFormValues>;
        if (message) form.setError(field, { type: 'server', message });
      }
      setFormError(general ?? t('form.fixErrors'));
    }
  });

  return (
    <Stack gap={6}>
      <Link asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={PATHS.explorerSiteEdit(client.id, page.id)}>
          {t('form.editHeading', { name: page.name })}
        </RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        {t('renew.heading', { name: page.name })}
      </Heading>
      <Stack as="section" gap={3} aria-labelledby="renew-previous">
        <Heading as="h2" size="lg" id="renew-previous">
          {t('renew.previous')}
        </Heading>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('renew.prevExpiry')}</DataList.ItemLabel>
            <DataList.ItemValue>{page.expiresAt ?? dash}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('renew.prevPlanYear')}</DataList.ItemLabel>
            <DataList.ItemValue>{page.planYear ?? dash}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('renew.prevSlug')}</DataList.ItemLabel>
            <DataList.ItemValue>{page.vanitySlug ?? dash}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('renew.prevBranding')}</DataList.ItemLabel>
            <DataList.ItemValue>{page.customBranding ? t('yes') : t('no')}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
      {page.newExplorerPageId ? (
        <Stack gap={3}>
          <FormAlert status="info" message={t('renew.alreadyRenewed')} />
          <Button asChild alignSelf="start" variant="outline">
            <RouterLink to={PATHS.explorerSiteEdit(client.id, page.newExplorerPageId)}>
              {t('renew.openNew')}
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <FormProvider {...form}>
          <FormStack gap={6} onSubmit={(e) => void onSubmit(e)}>
            <Stack as="section" gap={4} aria-labelledby="renew-new">
              <Heading as="h2" size="lg" id="renew-new">
                {t('renew.newSite')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                <TextField
                  name="newExplorerPageStartDate"
                  type="date"
                  label={t('renew.newExplorerPageStartDate')}
                />
                <TextField
                  name="newExplorerPageEndDate"
                  type="date"
                  label={t('renew.newExplorerPageEndDate')}
                />
                <TextField name="newExplorerPagePlanYear" label={t('renew.newExplorerPagePlanYear')} />
                <TextField name="openEnrollmentStart" type="date" label={t('fields.openEnrollmentStart')} />
                <TextField name="openEnrollmentEnd" type="date" label={t('fields.openEnrollmentEnd')} />
              </SimpleGrid>
            </Stack>
            <Stack as="section" gap={4} aria-labelledby="renew-current">
              <Heading as="h2" size="lg" id="renew-current">
                {t('renew.previous')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                <TextField
                  name="prevExplorerPageExpiry"
                  type="date"
                  label={t('renew.prevExplorerPageExpiry')}
                />
                <TextField
                  name="prevExplorerPageVanitySlug"
                  label={t('renew.prevExplorerPageVanitySlug')}
                  helperText={
                    page.vanitySlug
                      ? t('renew.prevExplorerPageVanitySlugHelp', { slug: page.vanitySlug })
                      : undefined
                  }
                />
                <SwitchField name="prevExplorerPageCustomBranding" label={t('renew.keepBranding')} />
              </SimpleGrid>
            </Stack>
            <FormAlert message={formError} />
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={renewing.isLoading}>
              {t('renew.submit')}
            </Button>
          </FormStack>
        </FormProvider>
      )}
    </Stack>
  );
}
