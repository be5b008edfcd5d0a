import { Box, Button, chakra, Code, Heading, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { callErrorOf } from '../../../app/errors.js';
import type { Translate } from '../../../app/translateMessage.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { PATHS, REDIRECT_PARAM, safeRedirect } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import {
  authApi,
  useActivateFactorMutation,
  useChallengeFactorMutation,
  useChangeExpiredPasswordMutation,
  useEnrollFactorMutation,
  useExchangeTokenMutation,
  useLoggedInMutation,
  useSignInMutation,
  useVerifyFactorMutation,
} from '../api/authApi.js';
import { rememberUsername } from '../rememberMe.js';
import { takeHandedOverScreen, takeServerSignInInput } from '../serverSignInForm.js';
import { sessionRestored } from '../session.js';
import { failureTextOf, followSignIn, startSession, type SignInScreen } from '../signInDriver.js';
import { NewPasswordFields } from './NewPasswordFields.js';

/** What the flow shows. The credentials form is the start and where every failure returns. */
type Screen = { kind: 'credentials' } | SignInScreen;

// The schemas (and zod) are fetched on first use, not with the page: the sign-in page is every visit's first
// load (decision 033). Typing in the form starts the fetch.
const loadSchemas = () => import('../signInSchemas.js');
const loadSignInSchema = async () => (await loadSchemas()).signInSchema;
const loadCodeSchema = async () => (await loadSchemas()).codeSchema;
const loadExpiredSchema = async () => (await loadSchemas()).expiredSchema;

export type SignInFlowProps = {
  /** Prefilled username: from the page that sent us here, else the remembered one. */
  initialUsername: string;
  /** Whether "Remember me" starts ticked (a username is remembered). */
  initialRemember: boolean;
};

/**
 * The sign-in state machine of spec section 4 (see signInMachine.ts for the decisions): credentials, then
 * whatever the identity provider asks for (MFA code, authenticator enrolment, a new password), then the
 * session: token exchange, the product's logged-in call, the authenticated user, the redirect.
 */
export function SignInFlow({ initialUsername, initialRemember }: SignInFlowProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [screen, setScreen] = useState<Screen>({ kind: 'credentials' });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [remember, setRemember] = useState(initialRemember);

  const credentials = useSchemaForm(loadSignInSchema, { username: initialUsername, password: '' });
  const code = useSchemaForm(loadCodeSchema, { passCode: '' });
  const expired = useSchemaForm(loadExpiredSchema, {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  const flowRef = useRef<HTMLDivElement>(null);
  // The form of the first HTML (decision 200) was on the page until this render replaced it: what the visitor
  // typed and ticked there, and the field they were in, carry over before the browser paints this form.
  // The lean sign-in page (decision 218) hands over a screen it does not have (authenticator enrolment, an
  // expired password): the flow opens on it.
  useLayoutEffect(() => {
    const typed = takeServerSignInInput();
    if (typed?.username) credentials.setValue('username', typed.username, { shouldDirty: true });
    if (typed?.password) credentials.setValue('password', typed.password, { shouldDirty: true });
    if (typed && typed.remember !== null) setRemember(typed.remember);
    if (typed?.focused) {
      flowRef.current?.querySelector<HTMLInputElement>(`input[name="${typed.focused}"]`)?.focus();
      credentials.prefetch();
    }
    const handed = takeHandedOverScreen();
    if (handed) setScreen(handed);
    // Once, on the first render only: later renders never see the server form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [signIn] = useSignInMutation();
  const [challenge] = useChallengeFactorMutation();
  const [verify] = useVerifyFactorMutation();
  const [enroll] = useEnrollFactorMutation();
  const [activate] = useActivateFactorMutation();
  const [changeExpired] = useChangeExpiredPasswordMutation();
  const [exchangeToken] = useExchangeTokenMutation();
  const [loggedIn] = useLoggedInMutation();

  const generic = () => errorText.generic;
  /** "Identity provider errors show their summary or description": the envelope's message. */
  const messageOf = errorText.messageOf;

  const backToCredentials = (message: string | null) => {
    setScreen({ kind: 'credentials' });
    credentials.setValue('password', '');
    code.reset();
    expired.reset();
    setAlert(message);
  };

  async function completeSession(sessionToken: string) {
    const user = await startSession(sessionToken, {
      exchangeToken: (token) => exchangeToken({ sessionToken: token }).unwrap(),
      loggedIn: (tokens) => loggedIn(tokens).unwrap(),
      // A check already in flight answers a forced one too (RTK Query starts no second request for a key in
      // flight): startSession asks once more, after it.
      checkSession: () =>
        dispatch(
          authApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }),
        ).unwrap(),
    });
    if (!user) {
      // The gateway set the cookies but the browser did not send them back.
      backToCredentials(t('messages.cookiesRefused'));
      return;
    }
    rememberUsername(credentials.getValues('username').trim(), remember);
    dispatch(sessionRestored());
    await navigate(safeRedirect(search.get(REDIRECT_PARAM)) ?? PATHS.home, { replace: true });
  }

  /** Follows the identity provider's answers until one needs the user (or the session is complete). */
  async function advance(answer: unknown): Promise<void> {
    const outcome = await followSignIn(answer, {
      challenge: (input) => challenge(input).unwrap(),
      enroll: (input) => enroll(input).unwrap(),
    });
    switch (outcome.kind) {
      case 'complete':
        return completeSession(outcome.sessionToken);
      case 'ask':
        setAlert(null);
        setScreen(outcome.screen);
        return;
      case 'fail':
      case 'unhandled':
        // The key is one of the auth messages (failureTextOf's type), chosen at run time.
        backToCredentials((t as unknown as Translate)(...failureTextOf(outcome)));
        return;
    }
  }

  /**
   * Runs a step. A failure on a later screen puts field errors (a wrong code) on the form; a 401 there means
   * the sign-in transaction expired, so it starts again.
   */
  async function run(action: () => Promise<void>, onFieldErrors?: (error: unknown) => boolean) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (onFieldErrors && callErrorOf(error).status !== 401 && onFieldErrors(error)) return;
      backToCredentials(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const submitCredentials = credentials.onSubmit((values) => {
    setAlert(null);
    void run(async () => advance(await signIn(values).unwrap()));
  });

  const codeErrors = (error: unknown) => {
    const { errors } = callErrorOf(error);
    if (!errors.some((e) => e.path === 'body.passCode')) return false;
    code.applyServerError(error, generic());
    return true;
  };

  const submitCode = code.onSubmit((values) => {
    if (screen.kind === 'credentials' || screen.kind === 'expiredPassword') return;
    void run(async () => {
      const answer =
        screen.kind === 'code'
          ? await verify({ stateToken: screen.stateToken, factorId: screen.factorId, ...values }).unwrap()
          : await activate({ stateToken: screen.stateToken, ...values }).unwrap();
      await advance(answer);
    }, codeErrors);
  });

  const submitExpired = expired.onSubmit((values) => {
    if (screen.kind !== 'expiredPassword') return;
    void run(
      async () =>
        advance(
          await changeExpired({
            stateToken: screen.stateToken,
            oldPassword: values.oldPassword,
            newPassword: values.newPassword,
          }).unwrap(),
        ),
      (error) => {
        const mapped = callErrorOf(error).errors.some((e) =>
          /^body\.(oldPassword|newPassword)$/.test(e.path),
        );
        if (mapped) expired.applyServerError(error, generic());
        return mapped;
      },
    );
  });

  const backLink = (
    <Button
      variant="plain"
      colorPalette="brand"
      alignSelf="start"
      px={0}
      onClick={() => backToCredentials(null)}
    >
      {t('backToSignIn')}
    </Button>
  );

  return (
    <Stack
      gap={6}
      maxW="md"
      mx="auto"
      data-testid="sign-in-flow"
      ref={flowRef}
      data-screen={screen.kind}
      onFocus={credentials.prefetch}
    >
      {screen.kind === 'credentials' && (
        <FormStack gap={5} onSubmit={(event) => void submitCredentials(event)}>
          <Heading as="h1" size="2xl">
            {t('signIn.title')}
          </Heading>
          <FormAlert message={alert} />
          <FormField label={t('signIn.username')} error={credentials.errorOf('username')}>
            <Input type="email" autoComplete="username" {...credentials.register('username')} />
          </FormField>
          <FormField label={t('signIn.password')} error={credentials.errorOf('password')}>
            <Input type="password" autoComplete="current-password" {...credentials.register('password')} />
          </FormField>
          {/* A native checkbox: Chakra's (a state machine) would add about 9 kB gzip to the first load. */}
          <chakra.label display="inline-flex" alignItems="center" gap="2" textStyle="sm" cursor="pointer">
            <chakra.input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              boxSize="4"
              accentColor="brand.solid"
              cursor="pointer"
            />
            {t('signIn.rememberMe')}
          </chakra.label>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('signIn.submit')}
          </Button>
          <Link asChild colorPalette="brand" alignSelf="start">
            <RouterLink to={PATHS.forgot}>{t('signIn.forgot')}</RouterLink>
          </Link>
        </FormStack>
      )}

      {(screen.kind === 'code' || screen.kind === 'enroll') && (
        <FormStack gap={5} onSubmit={(event) => void submitCode(event)}>
          <Heading as="h1" size="2xl">
            {screen.kind === 'code' ? t('mfa.title') : t('enroll.title')}
          </Heading>
          <FormAlert message={alert} />
          {screen.kind === 'code' ? (
            <Text>{t('mfa.instructions')}</Text>
          ) : (
            <Stack gap={4}>
              <Text>{t('enroll.instructions')}</Text>
              <Box alignSelf="center" p={2} bg="white" borderWidth="1px" rounded="md">
                <Image src={screen.qrCode} alt={t('enroll.qrAlt')} width="200px" height="200px" />
              </Box>
              <Text>{t('enroll.manual')}</Text>
              <Code data-testid="shared-secret" fontSize="md" p={2} wordBreak="break-all">
                {screen.sharedSecret}
              </Code>
            </Stack>
          )}
          <FormField label={t('mfa.code')} error={code.errorOf('passCode')}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...code.register('passCode', { setValueAs: (value: string) => value.trim() })}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('mfa.submit')}
          </Button>
          {backLink}
        </FormStack>
      )}

      {screen.kind === 'expiredPassword' && (
        <FormStack gap={5} onSubmit={(event) => void submitExpired(event)}>
          <Heading as="h1" size="2xl">
            {t('expired.title')}
          </Heading>
          <FormAlert status="warning" message={t('messages.passwordExpired')} />
          <FormAlert message={alert ?? expired.formError} />
          <FormField label={t('expired.oldPassword')} error={expired.errorOf('oldPassword')}>
            <Input type="password" autoComplete="current-password" {...expired.register('oldPassword')} />
          </FormField>
          <NewPasswordFields
            form={expired}
            name="newPassword"
            label={t('expired.newPassword')}
            confirmLabel={t('expired.confirmPassword')}
          />
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('expired.submit')}
          </Button>
          {backLink}
        </FormStack>
      )}
    </Stack>
  );
}
