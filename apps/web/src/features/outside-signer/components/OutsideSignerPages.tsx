import { Alert, Button, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  ACTION_TOKEN_HEADER,
  CLIENTS_CALLS as C,
  isOutsideSignerAction,
  type OutsideSignerView,
} from '@onboard/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { actionToken, keepActionToken } from '../../../app/actionToken.js';
import { PATHS } from '../../../app/paths.js';
import { fileUrlOf } from '../../../app/routeEndpoint.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { ErrorPage } from '../../../components/ui/ErrorPage.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { ChangesTable, SignerDecision } from '../../eif/components/DeifChanges.js';
import { ConfirmAndSign } from '../../eif/components/ReviewAndSubmit.js';
import { browserTimeZone, useSummaryQuery } from '../../eif/components/EifSummaryPage.js';
import { fetchFile, saveBlob } from '../../documents/download.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useGetOutsideSignerSummaryQuery,
  useGetOutsideSignerViewQuery,
  useOutsideSignerAcceptMutation,
  useOutsideSignerDeclineMutation,
  useOutsideSignerSignMutation,
} from '../api/outsideSignerApi.js';
import { pendingSections } from '../pending.js';
import { SummaryDocument } from './SummaryDocument.js';

/**
 * Takes the e-mailed link's `?token=` into this tab's keeping (app/actionToken) and off the address, before the
 * page's first call.
 */
function useActionLinkToken(): void {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = search.get('token');
  // During render, so the first query already carries it.
  if (token && actionToken() !== token) keepActionToken(token);
  useEffect(() => {
    if (token) void navigate(pathname, { replace: true });
  }, [token, pathname, navigate]);
}

/** The link's view, or what stands in for it: a skeleton, or the link's refusal (expired, unknown). */
function useLinkView() {
  useActionLinkToken();
  return useGetOutsideSignerViewQuery();
}

function LinkRefused({ error }: { error: unknown }) {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  return (
    <Stack gap={4} maxW="2xl">
      <Heading as="h1" size="2xl">
        {t('outsideSigner.linkTitle')}
      </Heading>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorText.messageOf(error)}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}

function Loading() {
  return (
    <Stack gap={4}>
      <Skeleton height="10" width="60%" />
      <Skeleton height="40" />
    </Stack>
  );
}

/** Whom to ask: the implementation consultant (spec §2 support footer's details). */
function Consultant({ view }: { view: OutsideSignerView }) {
  const { t } = useTranslation('eif');
  const ic = view.implementationConsultant;
  const name = [ic.firstName, ic.lastName].filter(Boolean).join(' ');
  if (!name || !ic.email) return null;
  return (
    <Text color="fg.muted">
      {t('outsideSigner.contact', { name })} <Link href={`mailto:${ic.email}`}>{ic.email}</Link>
    </Text>
  );
}

/**
 * The changed sections by name (spec §2 ready-for-review "listing the changed sections"): those with a pending
 * change, each with its pending changes only (`pendingSections`).
 */
function ChangedSections({ view }: { view: OutsideSignerView }) {
  const { t } = useTranslation('eif');
  const titleOf = (sub: string) => t(`subSteps.${sub as 'tax-id'}`, { defaultValue: sub });
  const subSteps = pendingSections(view.changes?.subSteps ?? []);
  return (
    <Stack gap={4}>
      <Text fontWeight="semibold">{t('outsideSigner.changedSections')}</Text>
      <List.Root ps={5} data-testid="changed-sections">
        {subSteps.map((s) => (
          <List.Item key={s.subStepId}>{titleOf(s.subStepId)}</List.Item>
        ))}
      </List.Root>
      {subSteps.map((s) => (
        <Stack key={s.subStepId} gap={2}>
          <Text fontWeight="medium">{titleOf(s.subStepId)}</Text>
          <ChangesTable
            changes={s.changes}
            caption={t('changes.of', { subStep: titleOf(s.subStepId) })}
            names={view.changes?.names ?? {}}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The summary PDF, fetched with the link's token (a plain link cannot send the header) and saved. */
function DownloadPdf() {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const query = useSummaryQuery();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      // Checked and named as every download (spec section 5): the name as the service wrote it, in the
      // reader's language ("Resumen de la información…").
      const { blob, fileName } = await fetchFile(fileUrlOf(C.outsideSignerPdf, { query }), {
        headers: { [ACTION_TOKEN_HEADER]: actionToken() ?? '' },
      });
      saveBlob(blob, fileName);
    } catch (failure) {
      setError(errorText.messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={2} alignItems="start">
      <Button variant="outline" loading={busy} onClick={() => void download()}>
        {t('outsideSigner.downloadPdf')}
      </Button>
      <FormAlert message={error} />
    </Stack>
  );
}

/**
 * /outside-signer/{outsideSignerActionId} (spec §2): the action link's page. review-&-submit: the summary, a
 * confirmation and the signature; review-&-submit-updates: the changed sections, accept or decline with a
 * reason. Done, the signer goes to /outside-signer/eif-summary.
 */
export function OutsideSignerPage() {
  const { actionId } = useParams();
  const { t, i18n } = useTranslation('eif');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const format = useFormatDateTime();
  const view = useLinkView();
  const summary = useGetOutsideSignerSummaryQuery(useSummaryQuery(), {
    skip: actionId !== 'review-&-submit' || !view.data,
  });
  const [sign, signing] = useOutsideSignerSignMutation();
  const [accept, accepting] = useOutsideSignerAcceptMutation();
  const [decline, declining] = useOutsideSignerDeclineMutation();
  const [error, setError] = useState<string | undefined>();

  if (!isOutsideSignerAction(actionId)) return <ErrorPage kind="notFound" />;
  if (view.error) return <LinkRefused error={view.error} />;
  if (!view.data) return <Loading />;
  const data = view.data;
  const name = `${data.signer.firstName} ${data.signer.lastName}`.trim();
  const listFormat = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });

  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setError(undefined);
    try {
      await action();
      void navigate(PATHS.outsideSignerSummary);
      return true;
    } catch (failure) {
      setError(errorText.messageOf(failure));
      return false;
    }
  };
  const due =
    (actionId === 'review-&-submit' && data.state === 'review-&-submit') ||
    (actionId === 'review-&-submit-updates' && data.state === 'ready-for-review');

  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        {t(`outsideSigner.reviewTitle.${actionId}`)}
      </Heading>
      <Text>{t('outsideSigner.hello', { name, client: data.clientName })}</Text>
      {/* Who sent the link and who made the changes, by name (issue 28 item 5). */}
      {data.sentBy && <Text>{t('outsideSigner.sentBy', { name: data.sentBy })}</Text>}
      {data.action === 'review-&-submit-updates' && data.changesBy.length > 0 && (
        <Text>{t('outsideSigner.changesBy', { names: listFormat.format(data.changesBy) })}</Text>
      )}
      <Text color="fg.muted">
        {t('outsideSigner.expires', { date: format(data.expiresAt), zone: browserTimeZone() })}
      </Text>
      {!due || data.action !== actionId ? (
        <Stack gap={3} alignItems="start">
          <Text>{t('outsideSigner.nothingToDo')}</Text>
          <Link asChild>
            <RouterLink to={PATHS.outsideSignerSummary}>{t('outsideSigner.summaryLink')}</RouterLink>
          </Link>
        </Stack>
      ) : actionId === 'review-&-submit' ? (
        <Stack gap={6}>
          <Text>{t('outsideSigner.signIntro')}</Text>
          {summary.data ? <SummaryDocument document={summary.data} /> : <Loading />}
          <FormAlert message={error} />
          <ConfirmAndSign loading={signing.isLoading} onSign={() => void run(() => sign().unwrap())} />
        </Stack>
      ) : (
        <Stack gap={6}>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('outsideSigner.readyForReview')}</Alert.Title>
          </Alert.Root>
          <ChangedSections view={data} />
          <FormAlert message={error} />
          <SignerDecision
            accepting={accepting.isLoading}
            declining={declining.isLoading}
            onAccept={() => void run(() => accept().unwrap())}
            onDecline={(reason) => run(() => decline(reason).unwrap())}
          />
        </Stack>
      )}
      <Consultant view={data} />
    </Stack>
  );
}

/**
 * /outside-signer/eif-summary (spec §2): the Company Information Summary in outside-signer mode, by edit state:
 * changes-accepted thanks and offers the PDF; changes-declined-no-new-edits thanks, the provider reviewing;
 * ready-for-review names the changed sections and asks for a decision.
 */
export function OutsideSignerSummaryPage() {
  const { t } = useTranslation('eif');
  const view = useLinkView();
  const summary = useGetOutsideSignerSummaryQuery(useSummaryQuery(), { skip: !view.data });
  if (view.error) return <LinkRefused error={view.error} />;
  if (!view.data) return <Loading />;
  const data = view.data;
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        {t('outsideSigner.summaryTitle')}
      </Heading>
      <Text>{data.clientName}</Text>
      {data.state === 'changes-accepted' && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('outsideSigner.thankAccepted')}</Alert.Title>
        </Alert.Root>
      )}
      {data.state === 'changes-declined-no-new-edits' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('outsideSigner.thankDeclined')}</Alert.Title>
        </Alert.Root>
      )}
      {data.state === 'signed' && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('outsideSigner.thankSigned')}</Alert.Title>
        </Alert.Root>
      )}
      {data.state === 'ready-for-review' && (
        <Stack gap={4} alignItems="start">
          <Text>{t('outsideSigner.readyForReview')}</Text>
          <List.Root ps={5} data-testid="changed-sections">
            {pendingSections(data.changes?.subSteps ?? []).map((s) => (
              <List.Item key={s.subStepId}>
                {t(`subSteps.${s.subStepId as 'tax-id'}`, { defaultValue: s.subStepId })}
              </List.Item>
            ))}
          </List.Root>
          {data.action === 'review-&-submit-updates' && (
            <Link asChild>
              <RouterLink to={PATHS.outsideSigner('review-&-submit-updates')}>
                {t('outsideSigner.toReview')}
              </RouterLink>
            </Link>
          )}
        </Stack>
      )}
      {data.state === 'review-&-submit' && data.action === 'review-&-submit' && (
        <Link asChild alignSelf="start">
          <RouterLink to={PATHS.outsideSigner('review-&-submit')}>{t('outsideSigner.toSign')}</RouterLink>
        </Link>
      )}
      <DownloadPdf />
      {summary.data ? <SummaryDocument document={summary.data} /> : <Loading />}
      <Consultant view={data} />
    </Stack>
  );
}
