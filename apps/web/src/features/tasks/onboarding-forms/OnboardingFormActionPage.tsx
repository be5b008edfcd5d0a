import { Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { EMBEDDED_VIEW_EVENTS, type EmbeddedViewEvent } from '@onboard/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useOpenEmbeddedViewMutation, useRecordEmbeddedViewActionMutation } from './onboardingFormsApi.js';

/** The provider's events on return (DocuSign's `event` query parameter) that the service records. */
const isKnownEvent = (event: string): event is EmbeddedViewEvent =>
  (EMBEDDED_VIEW_EVENTS as readonly string[]).includes(event);

/** How the page leaves for the provider's signing page: a full-page navigation (decision 136); tests replace it. */
export const signingNavigation = {
  assign: (url: string): void => window.location.assign(url),
};

/** The provider sends the browser back to this same page, with `?event=…` appended. */
export const returnUrlOf = (clientId: string, formId: string, recipientId: string): string =>
  `${window.location.origin}${PATHS.onboardingFormAction(clientId, formId, recipientId)}`;

/**
 * /client/{clientId}/onboarding-forms/{onboardingFormId}/action/{recipientId} (spec §2 "signed page, no
 * navigation", clear layout; decision 136). Without `event`, it asks the service for the provider's embedded
 * signing address for this recipient (the signed-in user only) and goes there; the provider returns the browser
 * here with `?event=signing_complete|decline|cancel|…`, which the page reports to the service
 * (embedded-view-action) and shows, with a link back to the task.
 */
export function OnboardingFormActionPage() {
  const clientId = useRequiredParam('clientId');
  const formId = useRequiredParam('onboardingFormId');
  const recipientId = useRequiredParam('recipientId');
  const [search] = useSearchParams();
  const event = search.get('event');
  const { t } = useTranslation('onboardingForms');
  const ids = { clientId, formId, recipientId };
  return (
    <Stack gap={6} maxW="2xl">
      <Heading as="h1" size="2xl">
        {t('action.title')}
      </Heading>
      {event ? <SigningOutcome {...ids} event={event} /> : <OpenSigning {...ids} />}
    </Stack>
  );
}

type Ids = { clientId: string; formId: string; recipientId: string };

function BackToForms({ clientId }: { clientId: string }) {
  const { t } = useTranslation('onboardingForms');
  return (
    <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
      <RouterLink to={PATHS.clientTask(clientId, 'onboarding-forms')}>← {t('action.back')}</RouterLink>
    </Link>
  );
}

function OpenSigning({ clientId, formId, recipientId }: Ids) {
  const { t } = useTranslation('onboardingForms');
  const errorText = useErrorText();
  const [openView] = useOpenEmbeddedViewMutation();
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    void (async () => {
      const result = await openView({
        clientId,
        formId,
        recipientId,
        returnUrl: returnUrlOf(clientId, formId, recipientId),
      });
      if ('error' in result) setError(errorText.messageOf(result.error));
      else signingNavigation.assign(result.data.url);
    })();
  }, [attempt, clientId, formId, recipientId, openView, errorText]);

  if (!error) return <Text role="status">{t('action.opening')}</Text>;
  return (
    <Stack gap={4}>
      <FormAlert message={`${t('action.openFailed')} ${error}`} />
      <HStack gap={3}>
        <Button
          colorPalette="brand"
          onClick={() => {
            setError(undefined);
            setAttempt((n) => n + 1);
          }}
        >
          {t('action.tryAgain')}
        </Button>
      </HStack>
      <BackToForms clientId={clientId} />
    </Stack>
  );
}

function SigningOutcome({ clientId, formId, recipientId, event }: Ids & { event: string }) {
  const { t } = useTranslation('onboardingForms');
  const errorText = useErrorText();
  const [record, recording] = useRecordEmbeddedViewActionMutation();
  const [error, setError] = useState<string | undefined>();
  const known = isKnownEvent(event);
  // An event the service does not know (an exception, an id check …) is only shown: nothing to record.
  const [done, setDone] = useState(!known);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !isKnownEvent(event)) return;
    started.current = true;
    void (async () => {
      const result = await record({ clientId, formId, recipientId, event });
      if ('error' in result) setError(errorText.messageOf(result.error));
      setDone(true);
    })();
  }, [clientId, formId, recipientId, event, record, errorText]);

  const outcome = known ? t(`action.outcomes.${event}`) : t('action.outcomes.other', { event });
  return (
    <Stack gap={4}>
      {!done || recording.isLoading ? (
        <Text role="status">{t('action.recording')}</Text>
      ) : (
        <>
          <FormAlert
            status={event === 'signing_complete' ? 'success' : event === 'decline' ? 'warning' : 'info'}
            message={outcome}
          />
          <FormAlert message={error} />
        </>
      )}
      <BackToForms clientId={clientId} />
    </Stack>
  );
}
