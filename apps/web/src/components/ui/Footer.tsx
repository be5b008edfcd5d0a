import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" py={4} mt="auto" bg="bg.subtle">
      <Container maxW="6xl">
        <Flex justify="space-between" wrap="wrap" gap={2} color="fg.muted" fontSize="sm">
          <Text>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
          <Text>{t('footer.tagline')}</Text>
        </Flex>
      </Container>
    </Box>
  );
}
