import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Previous / next paging with "x–y of total" (page size 25, spec section 9). */
export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label={t('pager.label')} justify="space-between" wrap="wrap" gap={3}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('pager.range', { first, last, total })}
      </Text>
      <HStack gap={2}>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Text fontSize="sm">{t('pager.page', { page, pages })}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('pager.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
