import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  outsideSignerInputSchema,
  type OutsideSignerAction,
  type OutsideSignerInput,
} from '@onboard/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import {
  useGetOutsideSignerQuery,
  usePutOutsideSignerMutation,
  useRemoveOutsideSignerMutation,
  useSendOutsideSignerLinkMutation,
} from '../api/outsideSignerApi.js';

const EMPTY: OutsideSignerInput = { firstName: '', lastName: '', email: '' };
const FIELDS = ['firstName', 'lastName', 'email'] as const;

/**
 * Staff's outside signer (decision 108), on Review & Submit: who signs outside Onboard, and the e-mailed link
 * for what is due: signing an unsigned EIF, or deciding on the changes staff marked ready for review.
 */
export function OutsideSignerPanel({
  clientId,
  signed,
  readyForReview,
}: {
  clientId: string;
  signed: boolean;
  readyForReview: boolean;
}) {
  const { t } = useTranslation('eif');
  const format = useFormatDateTime();
  const errorText = useErrorText();
  const current = useGetOutsideSignerQuery(clientId);
  const [put, putting] = usePutOutsideSignerMutation();
  const [remove, removing] = useRemoveOutsideSignerMutation();
  const [send, sending] = useSendOutsideSignerLinkMutation();
  const [editing, setEditing] = useState(false);
  const [askResend, setAskResend] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const form = useSchemaForm<OutsideSignerInput, OutsideSignerInput>(outsideSignerInputSchema, EMPTY);
  const signer = current.data?.signer ?? null;
  const link = current.data?.link ?? null;
  const { reset } = form;

  useEffect(() => {
    reset(signer ?? EMPTY);
  }, [signer, reset]);

  const submit = (event: FormEvent) =>
    void form.onSubmit(async (body) => {
      try {
        await put({ clientId, signer: body }).unwrap();
        setEditing(false);
        toaster.create({ type: 'success', title: t('outsideSigner.saved') });
      } catch (failure) {
        form.applyServerError(failure, errorText.messageOf(failure));
      }
    })(event);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await action();
      toaster.create({ type: 'success', title: done });
    } catch (failure) {
      setError(errorText.messageOf(failure));
    }
  };

  const due: OutsideSignerAction | null = !signed
    ? 'review-&-submit'
    : readyForReview
      ? 'review-&-submit-updates'
      : null;
  // A link for the same action still working: a new one ends it, so the sender is asked first (issue 28 item 5).
  const live =
    link && due && link.action === due && !link.usedAt && Date.parse(link.expiresAt) > Date.now()
      ? link
      : null;
  const sendLink = (again: boolean) => {
    if (!signer || !due) return;
    void run(
      () => send({ clientId, action: due }).unwrap(),
      t(again ? 'outsideSigner.sentAgain' : 'outsideSigner.sent', { email: signer.email }),
    ).finally(() => setAskResend(false));
  };

  return (
    <Stack gap={4} as="section" aria-labelledby="outside-signer-title" borderWidth="1px" rounded="md" p={4}>
      <Text id="outside-signer-title" fontWeight="semibold" fontSize="lg">
        {t('outsideSigner.title')}
      </Text>
      <Text color="fg.muted">{t('outsideSigner.about')}</Text>
      {signer && !editing ? (
        <Stack gap={3}>
          <Text data-testid="outside-signer">
            {t('outsideSigner.named', {
              name: `${signer.firstName} ${signer.lastName}`,
              email: signer.email,
            })}
          </Text>
          {link && (
            <Alert.Root status={link.usedAt ? 'success' : 'info'}>
              <Alert.Indicator />
              <Alert.Title>
                {link.usedAt
                  ? t('outsideSigner.linkUsed', {
                      action: t(`outsideSigner.actions.${link.action}`),
                      date: format(link.usedAt),
                    })
                  : t('outsideSigner.linkSent', {
                      action: t(`outsideSigner.actions.${link.action}`),
                      date: format(link.sentAt),
                      expires: format(link.expiresAt),
                    })}
              </Alert.Title>
            </Alert.Root>
          )}
          <FormAlert message={error} />
          <HStack gap={3} wrap="wrap">
            {due && (
              <Button
                colorPalette="brand"
                loading={sending.isLoading}
                onClick={() => (live ? setAskResend(true) : sendLink(false))}
              >
                {t(`outsideSigner.send.${due}`)}
              </Button>
            )}
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('outsideSigner.edit')}
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              loading={removing.isLoading}
              onClick={() => void run(() => remove(clientId).unwrap(), t('outsideSigner.removed'))}
            >
              {t('outsideSigner.remove')}
            </Button>
          </HStack>
          {!due && <Text color="fg.muted">{t('outsideSigner.nothingDue')}</Text>}
          <ConfirmDialog
            open={askResend}
            busy={sending.isLoading}
            title={t('outsideSigner.resendTitle')}
            body={
              live ? t('outsideSigner.resendBody', { date: format(live.sentAt), email: signer.email }) : ''
            }
            confirmLabel={t('outsideSigner.resendConfirm')}
            onClose={() => setAskResend(false)}
            onConfirm={() => sendLink(true)}
          />
        </Stack>
      ) : (
        <FormStack gap={3} onSubmit={submit} aria-label={t('outsideSigner.title')}>
          <FormAlert message={form.formError} />
          {FIELDS.map((field) => (
            <FormField key={field} label={t(`outsideSigner.fields.${field}`)} error={form.errorOf(field)}>
              <Input
                {...form.register(field)}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
              />
            </FormField>
          ))}
          <HStack>
            <Button type="submit" colorPalette="brand" loading={putting.isLoading}>
              {t('outsideSigner.save')}
            </Button>
            {signer && (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('changes.cancel')}
              </Button>
            )}
          </HStack>
        </FormStack>
      )}
    </Stack>
  );
}
