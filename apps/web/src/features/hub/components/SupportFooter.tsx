import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '../../reference/hooks/useConfiguration.js';

/** The implementation consultant's name, phone and e-mail, when the client has one. */
export function ConsultantContact({ consultant }: { consultant: ClientDto['implementationConsultant'] }) {
  const { t } = useTranslation('hub');
  const name = [consultant.firstName, consultant.lastName].filter(Boolean).join(' ');
  if (!name && !consultant.email && !consultant.phoneNumber) {
    return <Text color="fg.muted">{t('support.noConsultant')}</Text>;
  }
  return (
    <Stack gap={0} data-testid="consultant-contact">
      {name && <Text fontWeight="medium">{name}</Text>}
      {consultant.phoneNumber && (
        <Text>
          {t('support.phone')}:{' '}
          <Link href={`tel:${consultant.phoneNumber.replace(/[^0-9+]/g, '')}`} colorPalette="brand">
            {consultant.phoneNumber}
          </Link>
        </Text>
      )}
      {consultant.email && (
        <Text>
          {t('support.email')}:{' '}
          <Link href={`mailto:${consultant.email}`} colorPalette="brand">
            {consultant.email}
          </Link>
        </Text>
      )}
    </Stack>
  );
}

/** The support footer of the hub pages (spec section 2): who to contact about this client's onboarding. */
export function SupportFooter({ client }: { client: ClientDto }) {
  const { t } = useTranslation('hub');
  const email = useSupportEmail();
  const ic = client.implementationConsultant;
  const hasConsultant = Boolean(ic.firstName || ic.lastName || ic.email || ic.phoneNumber);
  return (
    <Box
      as="aside"
      aria-labelledby="support-footer"
      borderTopWidth="1px"
      pt={5}
      mt={4}
      data-testid="support-footer"
    >
      <Heading as="h2" size="sm" id="support-footer" mb={2}>
        {t('footer.title')}
      </Heading>
      {hasConsultant ? <ConsultantContact consultant={ic} /> : <Text>{t('footer.none', { email })}</Text>}
    </Box>
  );
}
