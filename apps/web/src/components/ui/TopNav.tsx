import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths.js';
import { LanguageSwitch } from './LanguageSwitch.js';

export function TopNav() {
  const { t } = useTranslation();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <Container maxW="6xl">
        <Flex as="nav" aria-label={t('mainNavigation')} align="center" justify="space-between" py={3} gap={4}>
          <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" aria-label={t('homeLink')}>
            <RouterLink to={PATHS.home}>{t('appName')}</RouterLink>
          </Link>
          <LanguageSwitch />
        </Flex>
      </Container>
    </Box>
  );
}
