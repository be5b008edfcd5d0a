import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../app/paths.js';
import { useSupportEmail } from '../features/reference/hooks/useConfiguration.js';

const AUDIENCES = ['employers', 'brokers', 'benAdmins', 'staff', 'signers'] as const;

/**
 * /lab/about (optional auth, spec section 2; its content is not given, decision 029): what Onboard is and for
 * whom (spec section 1), how to reach support, and the way to the system status on /lab/home.
 */
export function LabAboutPage() {
  const { t } = useTranslation('about');
  const email = useSupportEmail();
  return (
    <Stack gap={8} maxW="3xl">
      <Stack gap={2}>
        <Heading as="h1" size="3xl">
          {t('title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('intro')}
        </Text>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="about-audiences">
        <Heading as="h2" size="lg" id="about-audiences">
          {t('audiences.title')}
        </Heading>
        <List.Root ps={5} gap={1}>
          {AUDIENCES.map((audience) => (
            <List.Item key={audience}>{t(`audiences.${audience}`)}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="about-explorer">
        <Heading as="h2" size="lg" id="about-explorer">
          {t('explorer.title')}
        </Heading>
        <Text>{t('explorer.body')}</Text>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="about-help">
        <Heading as="h2" size="lg" id="about-help">
          {t('help.title')}
        </Heading>
        <Text>
          {t('help.body')}{' '}
          <Link href={`mailto:${email}`} colorPalette="brand">
            {email}
          </Link>
        </Text>
        <Text>
          <Link asChild colorPalette="brand">
            <RouterLink to={PATHS.labHome}>{t('help.status')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Stack>
  );
}
