import { Box, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useReassignRecipientMutation,
  type OnboardingFormDto,
  type OnboardingRecipientDto,
} from './onboardingFormsApi.js';
import { mayReassign } from './model.js';
import { useClientSigners } from './useClientSigners.js';

/**
 * Staff's reassignment of a signer (spec §6 "admin and owner reassign"): the signer (preselected from the row),
 * and another user of the client. The call may take up to 60 s (spec §9): the provider updates and resends.
 */
export function ReassignDialog({
  clientId,
  form,
  recipient,
  onClose,
  onDone,
}: {
  clientId: string;
  form: OnboardingFormDto;
  recipient: OnboardingRecipientDto | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('onboardingForms');
  return (
    <DialogShell open={recipient !== null} onClose={onClose} title={t('reassign.title')}>
      {recipient && (
        <ReassignForm clientId={clientId} form={form} initial={recipient} onClose={onClose} onDone={onDone} />
      )}
    </DialogShell>
  );
}

function ReassignForm({
  clientId,
  form,
  initial,
  onClose,
  onDone,
}: {
  clientId: string;
  form: OnboardingFormDto;
  initial: OnboardingRecipientDto;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('onboardingForms');
  const errorText = useErrorText();
  const { signers } = useClientSigners(clientId);
  const [reassign, reassigning] = useReassignRecipientMutation();
  const open = form.recipients.filter((candidate) => mayReassign(form, candidate));
  const [recipientId, setRecipientId] = useState(initial.recipientId);
  const recipient = open.find((candidate) => candidate.recipientId === recipientId) ?? initial;
  const others = signers.filter((signer) => signer.id !== recipient.userId);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [userError, setUserError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setUserError(undefined);
    const signer = others.find((candidate) => candidate.id === userId);
    if (!signer) {
      setUserError(t('reassign.choose'));
      return;
    }
    const result = await reassign({ clientId, formId: form.id, recipientId, userId });
    if ('error' in result) {
      setError(errorText.messageOf(result.error));
      return;
    }
    onDone(t('reassign.done', { name: signer.name, role: recipient.roleName }));
    onClose();
  };

  return (
    <Stack as="form" gap={4} onSubmit={(event: FormEvent) => void submit(event)}>
      <FormAlert message={error} />
      <Field.Root>
        <Field.Label>{t('reassign.recipient')}</Field.Label>
        <NativeSelect.Root disabled={reassigning.isLoading}>
          <NativeSelect.Field
            value={recipientId}
            onChange={(event) => {
              setRecipientId(event.target.value);
              setUserId('');
            }}
          >
            {open.map((candidate) => (
              <option key={candidate.recipientId} value={candidate.recipientId}>
                {candidate.roleName}: {candidate.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {others.length === 0 ? (
        <Text color="fg.muted">{t('reassign.noOtherUsers')}</Text>
      ) : (
        <Field.Root invalid={!!userError}>
          <Field.Label>{t('reassign.user')}</Field.Label>
          <NativeSelect.Root disabled={reassigning.isLoading}>
            <NativeSelect.Field value={userId} onChange={(event) => setUserId(event.target.value)}>
              <option value="">{t('reassign.choose')}</option>
              {others.map((signer) => (
                <option key={signer.id} value={signer.id}>
                  {signer.name} ({signer.email})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {userError && <Field.ErrorText>{userError}</Field.ErrorText>}
        </Field.Root>
      )}
      <Box>
        <HStack gap={2}>
          <Button variant="outline" onClick={onClose} disabled={reassigning.isLoading}>
            {t('reassign.cancel')}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={reassigning.isLoading}
            disabled={others.length === 0}
          >
            {t('reassign.submit')}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
