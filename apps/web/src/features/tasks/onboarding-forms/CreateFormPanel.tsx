import { Box, Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useCreateOnboardingFormMutation, useGetOnboardingFormTemplatesQuery } from './onboardingFormsApi.js';
import { useClientSigners } from './useClientSigners.js';

/**
 * "Create a form": a template of the provider, and for each of its signing roles one of the client's users;
 * the service creates the envelope and sends it (ben admins, brokers and staff may, spec §6).
 */
export function CreateFormPanel({
  clientId,
  onAnnounce,
}: {
  clientId: string;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation('onboardingForms');
  const headingId = useId();
  const errorText = useErrorText();
  const templates = useGetOnboardingFormTemplatesQuery(clientId);
  const { signers } = useClientSigners(clientId);
  const [create, creating] = useCreateOnboardingFormMutation();
  const [templateId, setTemplateId] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const template = templates.data?.find((candidate) => candidate.templateId === templateId);
  const roles = template ? [...template.roles].sort((a, b) => a.routingOrder - b.routingOrder) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!template) {
      setMissing(new Set(['template']));
      return;
    }
    const unset = roles.filter((role) => !chosen[role.roleName]).map((role) => role.roleName);
    setMissing(new Set(unset));
    if (unset.length > 0) return;
    const result = await create({
      clientId,
      body: {
        templateId: template.templateId,
        recipients: roles.map((role) => ({ roleName: role.roleName, userId: chosen[role.roleName] ?? '' })),
      },
    });
    if ('error' in result) {
      setError(errorText.messageOf(result.error));
      return;
    }
    onAnnounce(t('create.done', { name: template.name }));
    setTemplateId('');
    setChosen({});
  };

  return (
    <Stack
      as="form"
      aria-labelledby={headingId}
      gap={4}
      borderWidth="1px"
      rounded="md"
      p={5}
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <Heading as="h2" size="md" id={headingId}>
        {t('create.heading')}
      </Heading>
      <FormAlert message={error} />
      {templates.data && templates.data.length === 0 ? (
        <Text color="fg.muted">{t('create.noTemplates')}</Text>
      ) : (
        <Field.Root invalid={missing.has('template')}>
          <Field.Label>{t('create.template')}</Field.Label>
          <NativeSelect.Root disabled={creating.isLoading}>
            <NativeSelect.Field
              value={templateId}
              onChange={(event) => {
                setTemplateId(event.target.value);
                setChosen({});
                setMissing(new Set());
              }}
            >
              <option value="">{t('create.chooseTemplate')}</option>
              {(templates.data ?? []).map((candidate) => (
                <option key={candidate.templateId} value={candidate.templateId}>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {missing.has('template') && <Field.ErrorText>{t('create.chooseTemplate')}</Field.ErrorText>}
        </Field.Root>
      )}
      {template && signers.length === 0 && <Text color="fg.muted">{t('create.noPeople')}</Text>}
      {roles.map((role) => (
        <Field.Root key={role.roleName} invalid={missing.has(role.roleName)}>
          <Field.Label>{t('create.signerFor', { role: role.roleName })}</Field.Label>
          <NativeSelect.Root disabled={creating.isLoading}>
            <NativeSelect.Field
              value={chosen[role.roleName] ?? ''}
              onChange={(event) => setChosen((was) => ({ ...was, [role.roleName]: event.target.value }))}
            >
              <option value="">{t('create.choosePerson')}</option>
              {signers.map((signer) => (
                <option key={signer.id} value={signer.id}>
                  {signer.name} ({signer.email})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {missing.has(role.roleName) && <Field.ErrorText>{t('create.choosePerson')}</Field.ErrorText>}
        </Field.Root>
      ))}
      <Box>
        <Button
          type="submit"
          colorPalette="brand"
          loading={creating.isLoading}
          disabled={!templates.data?.length}
        >
          {t('create.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
