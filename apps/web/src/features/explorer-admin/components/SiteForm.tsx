import { Button, HStack, Separator } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formErrorsOf } from '../../../app/errors.js';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useCreateExplorerPageMutation, useUpdateExplorerPageMutation } from '../api/explorerAdminApi.js';
import {
  cleanValues,
  pathsOf,
  siteContext,
  siteFormErrors,
  type SiteFormValues,
  type StaffExplorerPage,
} from '../siteForm.js';
import { HighlightersSection } from './HighlightersSection.js';
import { PlansSection } from './PlansSection.js';
import { SiteBrandingSection } from './SiteBrandingSection.js';
import { SiteDatesSection, SiteDetailsSection } from './SiteDetailsSection.js';
import { SiteSettingsSection } from './SiteSettingsSection.js';
import { SiteVideoSection } from './SiteVideoSection.js';

export type SiteFormProps = {
  client: ClientDto;
  /** The site edited; none: a new site. */
  page?: StaffExplorerPage | undefined;
  defaultValues: SiteFormValues;
};

/**
 * The staff form of a Benefits Explorer site (explorer spec §3 "Explorer site (form)"): checked in the browser
 * with the rules the service applies (`explorerSiteIssues`, explorer spec §5) before it is sent; the server's
 * `{path, message}` errors land on their fields ('body.' removed), else a general error shows (spec §5 "Lists
 * and forms").
 */
export function SiteForm({ client, page, defaultValues }: SiteFormProps) {
  const { t } = useTranslation('explorerAdmin');
  const navigate = useNavigate();
  const form = useForm<SiteFormValues>({ defaultValues });
  const [formError, setFormError] = useState<string | undefined>();
  const [create, creating] = useCreateExplorerPageMutation();
  const [update, updating] = useUpdateExplorerPageMutation();
  const policies = form.watch('policies');
  const context = useMemo(() => siteContext(client, policies ?? []), [client, policies]);

  // The errors set by hand are cleared first: react-hook-form submits only a form without errors.
  const onSubmit = (event?: BaseSyntheticEvent) => {
    form.clearErrors();
    return submit(event);
  };
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    form.clearErrors();
    const errors = siteFormErrors(values, context);
    const paths = Object.keys(errors);
    if (paths.length > 0) {
      for (const path of paths)
        form.setError(path as Path<SiteFormValues>, { type: 'rule', message: errors[path] });
      setFormError(t('form.fixErrors'));
      // To the first field to correct, when it is an input (a list of checkboxes is not focused).
      form.setFocus(paths[0] as Path<SiteFormValues>);
      return;
    }
    const body = cleanValues(values);
    try {
      if (page) {
        // The site is fetched again; its page gives the form the saved values.
        await update({ clientId: client.id, explorerPageId: page.id, body }).unwrap();
        toaster.create({ type: 'success', title: t('form.saved') });
      } else {
        const created = await create({ clientId: client.id, body }).unwrap();
        toaster.create({ type: 'success', title: t('form.created') });
        void navigate(PATHS.explorerSiteEdit(client.id, created.id));
      }
    } catch (error) {
      const { fields, form: general } = formErrorsOf(error, pathsOf(values), t('form.failed'));
      for (const [path, message] of Object.entries(fields)) {
        if (message) form.setError(path as Path<SiteFormValues>, { type: 'server', message });
      }
      setFormError(general ?? t('form.fixErrors'));
    }
  });

  return (
    <FormProvider {...form}>
      <FormStack gap={8} onSubmit={(e) => void onSubmit(e)}>
        <SiteDetailsSection client={client} />
        <SiteDatesSection />
        <SiteSettingsSection />
        <SiteBrandingSection clientId={client.id} />
        <SiteVideoSection clientId={client.id} />
        <Separator />
        <PlansSection clientId={client.id} context={context} />
        <HighlightersSection />
        <FormAlert message={formError} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={creating.isLoading || updating.isLoading}>
            {page ? t('form.save') : t('form.create')}
          </Button>
        </HStack>
      </FormStack>
    </FormProvider>
  );
}
