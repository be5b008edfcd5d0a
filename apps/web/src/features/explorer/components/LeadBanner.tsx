import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The lead form with its schema and form kit: fetched when the visitor opens it (decision 176). */
const LeadModal = lazy(() => import('./LeadModal.js').then((m) => ({ default: m.LeadModal })));

/** The lead-generation banner (explorer spec §2): opens the lead modal. */
export function LeadBanner() {
  const { t } = useTranslation('explorer');
  const [open, setOpen] = useState(false);
  return (
    <Box bg="gray.100" color="gray.900" px={{ base: 3, md: 6 }} py={2}>
      <Flex align="center" gap={3} wrap="wrap">
        <Text>{t('lead.banner')}</Text>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setOpen(true)}>
          {t('lead.open')}
        </Button>
      </Flex>
      {open && (
        <Suspense fallback={null}>
          <LeadModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
