import { Alert, Badge, Button, Checkbox, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ClientDto, EifSettings } from '@onboard/contracts';
import type { EifStatus } from '@onboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useSignEifMutation } from '../api/eifAnswersApi.js';

export type ReviewItem = { stepId: string; subStepId: string; title: string; status: EifStatus };

/**
 * The review-&-submit step: what is left to do (each a link to its sub-step), then the authorized signer's
 * confirmation and signature (decision 094). Signed, it says when; anyone else is told who signs.
 */
export function ReviewAndSubmit({
  client,
  settings,
  items,
}: {
  client: ClientDto;
  settings: EifSettings;
  items: ReviewItem[];
}) {
  const { t } = useTranslation('eif');
  const format = useFormatDateTime();
  const errorText = useErrorText();
  const { principal } = useSession();
  const [sign, signing] = useSignEifMutation();
  const [error, setError] = useState<string | undefined>();

  const open = items.filter((item) => item.status !== 'Done');
  const signerRole = settings.brokerAsAuthorizedSigner ? 'BROKER' : 'BEN_ADMIN';
  const isSigner = principal?.role === signerRole && principal.clientIds.includes(client.id);

  if (settings.eifSignedAt) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{t('review.signedOn', { date: format(settings.eifSignedAt) })}</Alert.Title>
      </Alert.Root>
    );
  }

  const submit = async () => {
    setError(undefined);
    try {
      await sign(client.id).unwrap();
      toaster.create({ type: 'success', title: t('review.signed') });
    } catch (failure) {
      setError(errorText.messageOf(failure));
    }
  };

  return (
    <Stack gap={6}>
      {open.length > 0 ? (
        <Stack gap={2}>
          <Text>{t('review.left')}</Text>
          <List.Root ps={5}>
            {open.map((item) => (
              <List.Item key={item.subStepId}>
                <Link asChild>
                  <RouterLink to={PATHS.eif(client.id, item.stepId, item.subStepId)}>{item.title}</RouterLink>
                </Link>{' '}
                <Badge size="sm">
                  {t(item.status === 'In Progress' ? 'status.inProgress' : 'status.notStarted')}
                </Badge>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : (
        <Text>{t('review.ready')}</Text>
      )}
      {isSigner ? (
        <Stack gap={4}>
          <FormAlert message={error} />
          <ConfirmAndSign
            disabled={open.length > 0}
            loading={signing.isLoading}
            onSign={() => void submit()}
          />
        </Stack>
      ) : (
        <Text color="fg.muted">
          {t(settings.brokerAsAuthorizedSigner ? 'review.brokerSigns' : 'review.benAdminSigns')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The signature: the confirmation that the form is accurate and complete, then Sign and submit (enabled once
 * confirmed). The authorized signer in Onboard and the outside signer through the link.
 */
export function ConfirmAndSign({
  disabled = false,
  loading,
  onSign,
}: {
  disabled?: boolean;
  loading: boolean;
  onSign: () => void;
}) {
  const { t } = useTranslation('eif');
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Stack gap={4}>
      <Checkbox.Root checked={confirmed} onCheckedChange={(e) => setConfirmed(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('review.confirm')}</Checkbox.Label>
      </Checkbox.Root>
      <HStack>
        <Button colorPalette="brand" disabled={!confirmed || disabled} loading={loading} onClick={onSign}>
          {t('review.sign')}
        </Button>
      </HStack>
    </Stack>
  );
}
