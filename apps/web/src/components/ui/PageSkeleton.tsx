import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page (its code or its data) loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="status" aria-label={t('loading')} data-testid="page-skeleton">
      <Skeleton height="10" width="60%" />
      <SkeletonText noOfLines={3} />
      <Skeleton height="40" />
    </Stack>
  );
}
