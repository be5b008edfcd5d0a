import { Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { emailAddressSchema } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { useErrorText } from '../features/reference/hooks/useErrorText.js';
import { PATHS } from '../app/paths.js';
import { FormAlert } from '../components/form/FormAlert.js';
import { FormField } from '../components/form/FormField.js';
import { FormStack } from '../components/form/FormStack.js';
import { useSchemaForm } from '../components/form/useSchemaForm.js';
import { useForgotPasswordMutation } from '../features/auth/api/authApi.js';

const forgotSchema = z.object({ email: emailAddressSchema });

/**
 * /forgot: asks for the e-mail and always answers with the same confirmation, whether or not the address has
 * an account (the gateway answers the same either way).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useSchemaForm(forgotSchema, { email: '' });
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(async (values) => {
    try {
      await requestReset(values.email).unwrap();
      setSent(true);
    } catch (error) {
      form.setFormError(errorText.messageOf(error));
    }
  });

  return (
    <Stack gap={5} maxW="md" mx="auto">
      <Heading as="h1" size="2xl">
        {t('forgot.title')}
      </Heading>
      {sent ? (
        <FormAlert status="success" message={t('forgot.sent')} />
      ) : (
        <FormStack gap={5} onSubmit={(event) => void submit(event)}>
          <Text>{t('forgot.instructions')}</Text>
          <FormAlert message={form.formError} />
          <FormField label={t('forgot.email')} error={form.errorOf('email')}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={isLoading}>
            {t('forgot.submit')}
          </Button>
        </FormStack>
      )}
      <Link asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={PATHS.login}>{t('backToSignIn')}</RouterLink>
      </Link>
    </Stack>
  );
}
