import {
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Heading,
  Input,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import {
  BENEFIT_TYPES,
  WELCOME_CONTACT_OPTIONS,
  forwardIssues,
  welcomeFlowAnswersSchema,
  welcomeFlowCompletionErrors,
} from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { messageOfError } from '../../../app/messageToken.js';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { loadState } from '../../../components/ui/loadState.js';
import { radioTabIndex } from '../../../components/ui/radioTabIndex.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import {
  useCompleteWelcomeFlowMutation,
  useGetWelcomeFlowQuery,
  useSaveWelcomeFlowMutation,
} from '../../clients/api/clientsApi.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useHubClient } from './ClientScope.js';
import { toggled } from '../../../components/form/toggled.js';

/** The welcome questions, nested as in the POST body so server errors (`body.answers.notes`) land on them. */
type Values = {
  answers: { contactName: string; preferredContact: string; priorities: string[]; notes: string };
};

const schema = z
  .object({
    answers: z.object({
      contactName: z.string(),
      preferredContact: z.string(),
      priorities: z.array(z.string()),
      notes: z.string(),
    }),
  })
  .transform(({ answers }, ctx) => {
    const body = {
      answers: {
        contactName: answers.contactName.trim() || null,
        preferredContact: answers.preferredContact || null,
        priorities: answers.priorities,
        notes: answers.notes.trim() || null,
      },
    };
    const result = welcomeFlowAnswersSchema.safeParse(body);
    if (result.success) return result.data;
    forwardIssues(result.error, ctx);
    return z.NEVER;
  });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function WelcomeForm({ clientId, answers }: { clientId: string; answers: Record<string, unknown> }) {
  const { t } = useTranslation('hub');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const form = useSchemaForm(schema, {
    answers: {
      contactName: text(answers['contactName']),
      preferredContact: text(answers['preferredContact']),
      priorities: Array.isArray(answers['priorities'])
        ? answers['priorities'].filter((p): p is string => typeof p === 'string')
        : [],
      notes: text(answers['notes']),
    },
  } satisfies Values);
  const [save, saving] = useSaveWelcomeFlowMutation();
  const [complete, completing] = useCompleteWelcomeFlowMutation();
  const [intent, setIntent] = useState<'save' | 'complete'>('save');
  const validationMessage = useValidationMessage();

  /**
   * Save (the form's submit) stores the answers as they are; Complete needs the required answers (the rule
   * the server applies too), stores them, completes the flow and goes home.
   */
  const run = (action: 'save' | 'complete') =>
    form.onSubmit(async (body) => {
      if (action === 'complete') {
        const missing = welcomeFlowCompletionErrors(body.answers);
        for (const error of missing)
          form.setError(error.path.replace(/^body\./, '') as 'answers', {
            type: 'required',
            message: messageOfError(error),
          });
        if (missing.length) return;
      }
      setIntent(action);
      try {
        await save({ clientId, answers: body.answers }).unwrap();
        if (action === 'complete') {
          await complete(clientId).unwrap();
          toaster.create({ type: 'success', title: t('welcome.completed') });
          await navigate(PATHS.client(clientId));
        } else {
          toaster.create({ type: 'success', title: t('welcome.saved') });
        }
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    });
  const submit = (event: FormEvent) => void run('save')(event);

  const priorities = form.watch('answers.priorities');
  const contactError = form.errorOf('answers.preferredContact');
  return (
    <FormStack gap={6} onSubmit={submit} aria-label={t('welcome.save')} maxW="3xl">
      <FormAlert message={form.formError} />
      <Text fontSize="sm" color="fg.muted">
        {t('welcome.required')}
      </Text>
      <FormField
        label={`${t('welcome.questions.contactName')} *`}
        error={form.errorOf('answers.contactName')}
      >
        <Input aria-required="true" {...form.register('answers.contactName')} />
      </FormField>
      <Fieldset.Root invalid={!!contactError}>
        <Fieldset.Legend>{t('welcome.questions.preferredContact')} *</Fieldset.Legend>
        <RadioGroup.Root
          aria-required="true"
          value={form.watch('answers.preferredContact') || null}
          onValueChange={(e) => form.change('answers.preferredContact', e.value ?? '')}
        >
          <HStack gap={6}>
            {WELCOME_CONTACT_OPTIONS.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <RadioGroup.ItemHiddenInput
                  tabIndex={radioTabIndex(
                    option,
                    form.watch('answers.preferredContact'),
                    WELCOME_CONTACT_OPTIONS,
                  )}
                />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`welcome.contactOptions.${option}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {contactError && <Fieldset.ErrorText>{validationMessage(contactError)}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('welcome.questions.priorities')}</Fieldset.Legend>
        <Wrap gap={4}>
          {BENEFIT_TYPES.map((type) => (
            <Checkbox.Root
              key={type}
              size="sm"
              checked={priorities.includes(type)}
              onCheckedChange={(e) =>
                form.change(
                  'answers.priorities',
                  toggled(BENEFIT_TYPES, priorities, type, e.checked === true),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`benefitTypes.${type}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </Fieldset.Root>
      <FormField label={t('welcome.questions.notes')} error={form.errorOf('answers.notes')}>
        <Textarea {...form.register('answers.notes')} />
      </FormField>
      <HStack gap={3}>
        <Button type="submit" variant="outline" loading={saving.isLoading && intent === 'save'}>
          {t('welcome.save')}
        </Button>
        <Button
          colorPalette="brand"
          loading={intent === 'complete' && (saving.isLoading || completing.isLoading)}
          onClick={() => void run('complete')()}
        >
          {t('welcome.complete')}
        </Button>
      </HStack>
    </FormStack>
  );
}

/**
 * /client/{clientId}/welcome: a few questions saved with POST welcome-flow; Complete saves them, calls
 * complete-welcome-flow and returns to the hub home. The top navigation shows only Sign Out here.
 */
export function WelcomePage() {
  const { t } = useTranslation('hub');
  const format = useFormatDateTime('date');
  const client = useHubClient();
  const { data: flow, fallback } = loadState(useGetWelcomeFlowQuery(client.id));
  if (fallback) return fallback;
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('welcome.title', { client: client.name })}
        </Heading>
        <Text>{t('welcome.intro')}</Text>
        {flow.completedAt && (
          <Text color="fg.muted">{t('welcome.alreadyCompleted', { date: format(flow.completedAt) })}</Text>
        )}
      </Stack>
      <WelcomeForm clientId={client.id} answers={flow.answers} />
    </Stack>
  );
}
