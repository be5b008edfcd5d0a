import { Stack, Text } from '@chakra-ui/react';
import type { CensusFileDto } from '@onboard/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressAfter } from '../census.js';
import { ProgressBar } from './ProgressBar.js';

/**
 * A file's validation under way: no total is known in advance, so the bar is spec §4's document-progress bar
 * (+2 per second up to 99), beside the real figure, the rows checked so far.
 */
export function CensusProgress({ file }: { file: Pick<CensusFileDto, 'status' | 'rowsDone' | 'document'> }) {
  const { t } = useTranslation('census');
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Stack gap={2} data-testid="census-progress">
      <Text>
        {file.status === 'QUEUED'
          ? t('progress.queued')
          : t('progress.validating', { fileName: file.document.fileName })}
      </Text>
      <ProgressBar value={progressAfter(seconds)} label={t('progress.label')} />
      <Text fontSize="sm" color="fg.muted" role="status">
        {t('progress.rows', { count: file.rowsDone })}
      </Text>
    </Stack>
  );
}
