import { Badge, Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { CensusFileDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useGetCensusFilesQuery } from '../api/censusApi.js';
import { errorCount } from '../census.js';

type Props = {
  clientId: string;
  policyId: string;
  openedId: string | null;
  onOpen: (file: CensusFileDto) => void;
};

/** The policy's census files, newest first: one is current (the last submitted); earlier ones are kept. */
export function CensusFileList({ clientId, policyId, openedId, onOpen }: Props) {
  const { t } = useTranslation('census');
  const format = useFormatDateTime();
  const { data: files } = useGetCensusFilesQuery({ clientId, policyId });
  if (!files) return null;
  return (
    <Stack gap={3} as="section" aria-labelledby="census-files">
      <Heading as="h2" size="md" id="census-files">
        {t('files.heading')}
      </Heading>
      {files.length === 0 ? (
        <Text color="fg.muted">{t('files.none')}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-labelledby="census-files">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('files.file')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('files.uploaded')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('files.status')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('files.errors')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {files.map((file) => (
                <Table.Row
                  key={file.document.id}
                  data-file={file.document.id}
                  aria-current={file.document.id === openedId ? 'true' : undefined}
                  bg={file.document.id === openedId ? 'bg.muted' : undefined}
                >
                  <Table.Cell>
                    <Stack gap={1} align="start">
                      <Button
                        variant="plain"
                        colorPalette="brand"
                        color="brand.fg"
                        p={0}
                        h="auto"
                        textDecoration="underline"
                        aria-label={t('files.open', { fileName: file.document.fileName })}
                        onClick={() => onOpen(file)}
                      >
                        {file.document.fileName}
                      </Button>
                      {file.current && (
                        <Badge colorPalette="green" variant="subtle">
                          {t('files.current')}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>{format(file.document.createdAt)}</Table.Cell>
                  <Table.Cell>
                    {t(`files.statuses.${file.submittedAt ? 'SUBMITTED' : file.status}`)}
                  </Table.Cell>
                  <Table.Cell>{file.summary ? errorCount(file).toLocaleString() : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
