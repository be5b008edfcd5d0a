import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ApiJob } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { QpsStatusBadge } from './QpsStatusBadge.js';

const LEVEL_PALETTE = { INFO: 'gray', WARNING: 'orange', ERROR: 'red' } as const;

/** One API job: its status, when it started and ended, and QPS's messages (warnings and errors). */
export function ApiJobDetails({ job }: { job: ApiJob }) {
  const { t } = useTranslation('qps');
  const format = useFormatDateTime();
  return (
    <Stack gap={3} data-testid="api-job" data-job-id={job.id}>
      <HStack gap={3} wrap="wrap">
        {/* Announced when it changes: the push ends while the user watches. */}
        <span role="status" aria-live="polite">
          <QpsStatusBadge status={job.status} />
        </span>
        <Text fontSize="sm" color="fg.muted">
          {t('job.startedAt', { date: format(job.createdAt) })}
          {job.finishedAt ? ` · ${t('job.finishedAt', { date: format(job.finishedAt) })}` : ''}
        </Text>
      </HStack>
      {job.apiJobOutputs.length > 0 && (
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('job.outputs')}</Text>
          <List.Root gap={1} ps={0} listStyleType="none">
            {job.apiJobOutputs.map((output) => (
              <List.Item key={output.id} data-level={output.level}>
                <HStack gap={2} align="start">
                  <Badge colorPalette={LEVEL_PALETTE[output.level]}>{t(`job.levels.${output.level}`)}</Badge>
                  <Text>{output.message}</Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
