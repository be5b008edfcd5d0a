import { Alert, Badge, Button, Field, HStack, Link, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { canSome, isStaff, type ClientDto, type DeifChange, type DeifChanges } from '@onboard/contracts';
import { latestDecision } from '@onboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useAcceptDeifChangesMutation,
  useDeclineDeifChangesMutation,
  useMarkDeifReadyForReviewMutation,
  useUndoIcEditsMutation,
} from '../api/deifChangesApi.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { useChangeText } from '../hooks/useChangeText.js';

const STATUS_COLORS = { pending: 'orange', accepted: 'green', declined: 'red' } as const;

/** A list of changes: what, before, after, and the review's status. */
export function ChangesTable({
  changes,
  caption,
  names,
}: {
  changes: readonly DeifChange[];
  caption: string;
  /** The names of the records the values hold (the review's `names`). */
  names: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('eif');
  const text = useChangeText(names);
  return (
    <Table.Root size="sm" variant="outline" aria-label={caption}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('changes.what')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('changes.before')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('changes.after')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('changes.status')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => (
          <Table.Row key={`${c.entity}-${c.entityId}-${c.attributeKey}`}>
            <Table.Cell>
              {text.what(c)}
              {c.newRecord && (
                <Badge ms={2} size="sm" variant="outline">
                  {t('changes.new')}
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{text.value(c.previousValue)}</Table.Cell>
            <Table.Cell>{text.value(c.value)}</Table.Cell>
            <Table.Cell>
              <Badge size="sm" colorPalette={STATUS_COLORS[c.status]} data-change-status={c.status}>
                {t(`changes.statuses.${c.status}`)}
              </Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** A sub-step's changes since the signing, above its questions. */
export function SubStepChanges({
  changes,
  subStepId,
}: {
  changes: DeifChanges | undefined;
  subStepId: string;
}) {
  const { t } = useTranslation('eif');
  const here = changes?.subSteps.find((s) => s.subStepId === subStepId);
  if (!here) return null;
  return (
    <Stack gap={2} as="section" aria-label={t('changes.sinceSigning')}>
      <Text fontWeight="semibold">{t('changes.sinceSigning')}</Text>
      <ChangesTable changes={here.changes} caption={t('changes.sinceSigning')} names={changes?.names ?? {}} />
    </Stack>
  );
}

/**
 * Review & Submit once signed (issue 10 item 4): the changes since the signing by sub-step, where their review
 * stands, and the actions each person has: staff mark them ready for review, the authorized signer accepts or
 * declines with a reason, admins and owners undo the implementers' changes.
 */
export function DeifReview({
  client,
  changes,
  isSigner,
  titleOf,
  stepOf,
}: {
  client: ClientDto;
  changes: DeifChanges;
  isSigner: boolean;
  titleOf: (subStepId: string) => string;
  stepOf: (subStepId: string) => string | undefined;
}) {
  const { t } = useTranslation('eif');
  const format = useFormatDateTime();
  const errorText = useErrorText();
  const { principal } = useSession();
  const [ready, readying] = useMarkDeifReadyForReviewMutation();
  const [accept, accepting] = useAcceptDeifChangesMutation();
  const [decline, declining] = useDeclineDeifChangesMutation();
  const [undo, undoing] = useUndoIcEditsMutation();
  const [error, setError] = useState<string | undefined>();
  const [askUndo, setAskUndo] = useState(false);
  const staff = !!principal && isStaff(principal.role);
  const mayUndo = canSome(principal, 'delete', 'implementer-edits');
  const { review } = changes;
  // One decision is told: the latest (a decline and a later acceptance are not both shown; decision 215).
  const decision = latestDecision(review);

  /** Runs a call; then says `done` (or what `done` makes of the answer), or shows the call's error. */
  const run = async <T,>(action: () => Promise<T>, done: string | ((result: T) => string)) => {
    setError(undefined);
    try {
      const result = await action();
      toaster.create({ type: 'success', title: typeof done === 'string' ? done : done(result) });
      return true;
    } catch (failure) {
      setError(errorText.messageOf(failure));
      return false;
    }
  };

  return (
    <Stack gap={4} as="section" aria-labelledby="deif-review-title">
      <Text id="deif-review-title" fontWeight="semibold" fontSize="lg">
        {t('changes.sinceSigning')}
      </Text>
      {changes.readyForReview && review.readyForReviewAt && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {/* Only the signer is asked to decide; everyone else is told whose turn it is (issue 28 item 5). */}
            {t(isSigner ? 'changes.readySince' : 'changes.readySinceForSigner', {
              date: format(review.readyForReviewAt),
            })}
          </Alert.Title>
        </Alert.Root>
      )}
      {!changes.readyForReview && review.declinedAt && decision === 'declined' && (
        <Text>
          {t('changes.declinedOn', { date: format(review.declinedAt), reason: review.declinedReason ?? '' })}
        </Text>
      )}
      {!changes.readyForReview && review.acceptedAt && decision === 'accepted' && (
        <Text>{t('changes.acceptedOn', { date: format(review.acceptedAt) })}</Text>
      )}
      {changes.needsClickThrough && <Text>{t('changes.undoneNotReady')}</Text>}
      {changes.subSteps.length === 0 ? (
        <Text color="fg.muted">{t('changes.none')}</Text>
      ) : (
        changes.subSteps.map((s) => {
          const step = stepOf(s.subStepId);
          return (
            <Stack key={s.subStepId} gap={2}>
              {step ? (
                <Link asChild fontWeight="medium" alignSelf="start">
                  <RouterLink to={PATHS.eif(client.id, step, s.subStepId)}>{titleOf(s.subStepId)}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="medium">{titleOf(s.subStepId)}</Text>
              )}
              <ChangesTable
                changes={s.changes}
                caption={t('changes.of', { subStep: titleOf(s.subStepId) })}
                names={changes.names}
              />
            </Stack>
          );
        })
      )}
      <FormAlert message={error} />
      <HStack gap={3} wrap="wrap">
        {staff && changes.hasPendingChanges && !changes.readyForReview && (
          <Button
            variant="outline"
            loading={readying.isLoading}
            onClick={() => void run(() => ready(client.id).unwrap(), t('changes.markedReady'))}
          >
            {t('changes.markReady')}
          </Button>
        )}
        {mayUndo && changes.subSteps.length > 0 && (
          <Button
            variant="outline"
            colorPalette="red"
            loading={undoing.isLoading}
            onClick={() => setAskUndo(true)}
          >
            {t('changes.undo')}
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        open={askUndo}
        destructive
        busy={undoing.isLoading}
        title={t('changes.undoTitle')}
        body={t('changes.undoBody')}
        confirmLabel={t('changes.undo')}
        onClose={() => setAskUndo(false)}
        onConfirm={() =>
          void run(
            () => undo(client.id).unwrap(),
            ({ undone }) => t('changes.undone', { count: undone }),
          ).finally(() => setAskUndo(false))
        }
      />
      {isSigner && changes.readyForReview && (
        <SignerDecision
          accepting={accepting.isLoading}
          declining={declining.isLoading}
          onAccept={() => void run(() => accept(client.id).unwrap(), t('changes.accepted'))}
          onDecline={(reason) =>
            run(() => decline({ clientId: client.id, reason }).unwrap(), t('changes.declined'))
          }
        />
      )}
    </Stack>
  );
}

/**
 * The signer's decision on changes ready for review: accept them, or decline them with a reason (asked for
 * before anything is sent). The authorized signer in Onboard and the outside signer through the link.
 */
export function SignerDecision({
  accepting,
  declining,
  onAccept,
  onDecline,
}: {
  accepting: boolean;
  declining: boolean;
  onAccept: () => void;
  /** Sends the decline; true when it went through (the form then closes). */
  onDecline: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('eif');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const submit = async () => {
    setReasonError(undefined);
    if (!reason.trim()) {
      setReasonError(t('changes.reasonRequired'));
      return;
    }
    if (await onDecline(reason)) {
      setOpen(false);
      setReason('');
    }
  };
  return (
    <Stack gap={3}>
      <HStack gap={3} wrap="wrap">
        <Button colorPalette="brand" loading={accepting} onClick={onAccept}>
          {t('changes.accept')}
        </Button>
        {!open && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            {t('changes.decline')}
          </Button>
        )}
      </HStack>
      {open && (
        <Stack gap={3}>
          <Field.Root invalid={!!reasonError}>
            <Field.Label>{t('changes.reason')}</Field.Label>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={2000} />
            {reasonError && <Field.ErrorText>{reasonError}</Field.ErrorText>}
          </Field.Root>
          <HStack>
            <Button colorPalette="red" loading={declining} onClick={() => void submit()}>
              {t('changes.sendDecline')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('changes.cancel')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
