import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExplorerPublicPage } from '../types.js';

/**
 * The support footer (explorer spec §2): the implementation consultant; once the client is LIVE (onboarding
 * complete) it says so and points employees to the consultant for coverage questions.
 */
export function SupportFooter({ page }: { page: ExplorerPublicPage }) {
  const { t } = useTranslation('explorer');
  const consultant = page.implementationConsultant;
  if (!consultant) return null;
  // Spec §3 contact-us flags: the appointment link (the site's Calendly link) and the e-mail.
  return (
    <Box as="aside" aria-labelledby="explorer-support" borderTopWidth="1px" px={{ base: 3, md: 6 }} py={4}>
      <Stack gap={1}>
        <Heading as="h2" size="md" id="explorer-support">
          {t('support.title')}
        </Heading>
        {page.clientReleaseStatus === 'LIVE' && <Text data-testid="support-live">{t('support.live')}</Text>}
        <Text fontWeight="semibold">
          {t('support.consultant')}: {consultant.name}
        </Text>
        {consultant.phone && (
          <Text>
            {t('support.phone', { phone: '' })}
            <Link href={`tel:${consultant.phone}`}>{consultant.phone}</Link>
          </Text>
        )}
        {page.enableContactUsAppointment && page.customCalendlyLink && (
          <Link
            href={page.customCalendlyLink}
            target="_blank"
            rel="noopener noreferrer"
            textDecoration="underline"
          >
            {t('support.appointment')}
            <Box as="span" srOnly>
              {' '}
              {t('nav.newTab')}
            </Box>
          </Link>
        )}
        {page.enableContactUsEmail && consultant.email && (
          <Text>
            {t('support.email', { email: '' })}
            <Link href={`mailto:${consultant.email}`}>{consultant.email}</Link>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
