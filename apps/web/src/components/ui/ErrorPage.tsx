import { Button, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { PATHS } from '../../app/paths.js';
import { useSupportEmailOfApp } from './supportEmail.js';

export type ErrorPageProps = {
  /** `error`: something broke ("Oops! …"); `notFound`: unknown address. */
  kind: 'error' | 'notFound';
};

function ReturnHomeButton() {
  const { t } = useTranslation('errors');
  // Outside the router (an error above it) a full page load is the only way home, and the safest one.
  const inRouter = useInRouterContext();
  return (
    <Button asChild colorPalette="brand" alignSelf="start">
      {inRouter ? (
        <RouterLink to={PATHS.home}>{t('returnHome')}</RouterLink>
      ) : (
        <a href={PATHS.home}>{t('returnHome')}</a>
      )}
    </Button>
  );
}

/**
 * The spec's error page (section 2), for every type (component, page, 404): "Oops! Something went wrong." or
 * the not-found text, the advice (refresh, turn off blockers, use a current browser), the support e-mail and
 * Return to Home. (No chat widget is part of Onboard yet: the e-mail is the contact offered.)
 */
export function ErrorPage({ kind }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const email = useSupportEmailOfApp();
  return (
    <Stack gap={5} py={{ base: 6, md: 12 }} maxW="2xl" data-testid={`error-page-${kind}`}>
      <Heading as="h1" size="2xl">
        {t(kind === 'notFound' ? 'notFound' : 'oops')}
      </Heading>
      {kind === 'error' &&
        (email ? <Text>{t('refreshHint', { email })}</Text> : <Skeleton height="1.5em" maxW="lg" />)}
      <Stack as="section" gap={2} aria-label={t('tipsTitle')} data-testid="error-advice">
        <Text fontWeight="medium">{t('tipsTitle')}</Text>
        <List.Root ps={5}>
          <List.Item>{t('tips.refresh')}</List.Item>
          <List.Item>{t('tips.blockers')}</List.Item>
          <List.Item>{t('tips.browser')}</List.Item>
        </List.Root>
      </Stack>
      {/* Until the configuration answers, a placeholder: one address only, the configured one (decision 206). */}
      {email ? (
        <Text>
          {t('contactSupport')}{' '}
          <Link href={`mailto:${email}`} colorPalette="brand">
            {email}
          </Link>
        </Text>
      ) : (
        <Skeleton height="1.5em" maxW="sm" data-testid="support-email-pending" />
      )}
      <ReturnHomeButton />
    </Stack>
  );
}
