import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { DEMO_ENROLLMENT_STATUSES, type DemoEnrollmentStatus } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The URL search parameter holding a demo site's enrollment view (explorer spec §2 "navigation state"). */
export const DEMO_STATUS_PARAM = 'enrollment';

const isDemoStatus = (value: string | null): value is DemoEnrollmentStatus =>
  (DEMO_ENROLLMENT_STATUSES as readonly (string | null)[]).includes(value);

/** The demo view the address asks for, if any. */
export function useDemoStatus(): [DemoEnrollmentStatus | null, (status: DemoEnrollmentStatus) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(DEMO_STATUS_PARAM);
  const set = (status: DemoEnrollmentStatus) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DEMO_STATUS_PARAM, status);
        return next;
      },
      { preventScrollReset: true },
    );
  return [isDemoStatus(value) ? value : null, set];
}

/** Spec §2: on a site that is not live, the pre/active/post enrollment toggles (kept in the address). */
export function DemoBanner({ status }: { status: DemoEnrollmentStatus }) {
  const { t } = useTranslation('explorer');
  const [, setStatus] = useDemoStatus();
  return (
    <Box bg="orange.100" color="gray.900" px={{ base: 3, md: 6 }} py={2} data-testid="demo-banner">
      <Flex align="center" gap={3} wrap="wrap">
        <Text fontWeight="semibold">{t('demo.banner')}</Text>
        <HStack role="group" aria-label={t('demo.group')} gap={1} wrap="wrap">
          {DEMO_ENROLLMENT_STATUSES.map((value) => (
            <Button
              key={value}
              size="xs"
              variant={status === value ? 'solid' : 'outline'}
              colorPalette="gray"
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
            >
              {t(`demo.${value}`)}
            </Button>
          ))}
        </HStack>
      </Flex>
    </Box>
  );
}
