import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { passwordUpsertSchema } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useErrorText } from '../features/reference/hooks/useErrorText.js';
import { callErrorOf } from '../app/errors.js';
import { PATHS } from '../app/paths.js';
import { FormAlert } from '../components/form/FormAlert.js';
import { FormStack } from '../components/form/FormStack.js';
import { useSchemaForm } from '../components/form/useSchemaForm.js';
import { PageSkeleton } from '../components/ui/PageSkeleton.js';
import { useGetAuthTokenQuery, usePasswordUpsertMutation } from '../features/auth/api/authApi.js';
import { NewPasswordFields } from '../features/auth/components/NewPasswordFields.js';
import { withPasswordConfirmation } from '../features/auth/passwordConfirmation.js';
import type { LoginPageState } from './LoginPage.js';

export type SetPasswordMode = 'activate' | 'reactivate' | 'reset';

const passwordSchema = withPasswordConfirmation(passwordUpsertSchema.pick({ password: true }), 'password');

/**
 * /activate, /reactivate and /reset (auth layout, not allowed when signed in): the link's ?token= is checked
 * first (GET auth-token: whose link, still good?), then the person chooses a password twice and goes on to
 * the login page with the username filled in.
 */
export function SetPasswordPage({ mode }: { mode: SetPasswordMode }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useGetAuthTokenQuery(token, { skip: !token });
  const [upsert, { isLoading }] = usePasswordUpsertMutation();
  const form = useSchemaForm(passwordSchema, { password: '', confirmPassword: '' });

  const submit = form.onSubmit(async (values) => {
    try {
      const { email } = await upsert({ token, password: values.password }).unwrap();
      const state: LoginPageState = { username: email };
      await navigate(PATHS.login, { replace: true, state });
    } catch (error) {
      form.applyServerError(error, errorText.messageOf(error));
    }
  });

  const title = (
    <Heading as="h1" size="2xl">
      {t(`setPassword.title.${mode}`)}
    </Heading>
  );

  if (token && link.isLoading) return <PageSkeleton />;

  // No token, or the gateway says the link is unknown, expired or used (404) or malformed (400).
  const status = callErrorOf(link.error).status;
  if (!token || (link.isError && (status === 404 || status === 400))) {
    return (
      <Stack gap={5} maxW="md" mx="auto">
        {title}
        <FormAlert message={t('setPassword.expired')} />
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={PATHS.forgot}>{t('setPassword.requestNew')}</RouterLink>
        </Link>
      </Stack>
    );
  }

  if (link.isError || !link.data) {
    return (
      <Stack gap={5} maxW="md" mx="auto">
        {title}
        <FormAlert message={errorText.messageOf(link.error)} />
      </Stack>
    );
  }

  return (
    <FormStack gap={5} maxW="md" mx="auto" onSubmit={(event) => void submit(event)}>
      {title}
      <Text>{t('setPassword.greeting', { firstName: link.data.firstName })}</Text>
      <Text color="fg.muted">{t('setPassword.instructions', { email: link.data.email })}</Text>
      <FormAlert message={form.formError} />
      <NewPasswordFields
        form={form}
        name="password"
        label={t('setPassword.password')}
        confirmLabel={t('setPassword.confirmPassword')}
      />
      <Button type="submit" colorPalette="brand" loading={isLoading}>
        {t('setPassword.submit')}
      </Button>
    </FormStack>
  );
}

export function ActivatePage() {
  return <SetPasswordPage mode="activate" />;
}
export function ReactivatePage() {
  return <SetPasswordPage mode="reactivate" />;
}
export function ResetPasswordPage() {
  return <SetPasswordPage mode="reset" />;
}
