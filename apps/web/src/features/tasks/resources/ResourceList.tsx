import { Badge, Button, HStack, Heading, Link, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ClientResourceDto } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { useToastedAction } from '../../../hooks/useToastedAction.js';
import { documentUrl } from '../../documents/api/documentsApi.js';
import { downloadFile } from '../../documents/download.js';
import {
  useDeleteResourceMutation,
  useGetResourcesQuery,
  useMarkResourceSeenMutation,
} from './resourcesApi.js';

export type ResourceListProps = {
  clientId: string;
  /** One task's resources (`enrollment-resources`: the general ones); all of the client's when absent. */
  productTaskId?: string | undefined;
  /** Staff: each resource has a Remove button. */
  canManage: boolean;
  /** The heading's level in the page. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The resources staff attached for the client (decision 127): links open in a new tab, documents download
 * through the documents service; opening one marks it seen (once: the server keeps the first time), and an
 * unseen one carries a "New" badge.
 */
export function ResourceList({ clientId, productTaskId, canManage, headingLevel = 'h2' }: ResourceListProps) {
  const { t, i18n } = useTranslation('resources');
  // Staff may give a resource a Spanish title (decision 210): Spanish pages show it, else the title.
  const titleOf = (resource: ClientResourceDto) =>
    ((i18n.resolvedLanguage ?? i18n.language) === 'es' && resource.titleEs) || resource.title;
  const query = useGetResourcesQuery({ clientId, productTaskId });
  const [markSeen] = useMarkResourceSeenMutation();
  const [remove, removal] = useDeleteResourceMutation();
  const run = useToastedAction();
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<ClientResourceDto | null>(null);
  const headingId = `resources-${productTaskId ?? 'all'}`;

  const opened = (resource: ClientResourceDto) => {
    if (!resource.seen) void markSeen({ clientId, resourceId: resource.id });
  };
  const download = async (resource: ClientResourceDto) => {
    if (!resource.documentId) return;
    setDownloadError(undefined);
    opened(resource);
    try {
      await downloadFile(documentUrl(clientId, resource.documentId));
    } catch {
      setDownloadError(t('list.downloadFailed'));
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap={3}>
      <Heading as={headingLevel} size="md" id={headingId}>
        {t('list.title')}
      </Heading>
      <FormAlert message={downloadError} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data && query.data.length === 0 ? (
        <Text color="fg.muted">{t('list.empty')}</Text>
      ) : (
        <List.Root gap={2} ps={0} aria-busy={query.isLoading}>
          {(query.data ?? []).map((resource) => (
            <List.Item
              key={resource.id}
              data-resource={resource.id}
              listStyleType="none"
              borderWidth="1px"
              rounded="md"
              px={4}
              py={3}
            >
              <HStack justify="space-between" wrap="wrap" gap={3}>
                <Stack gap={1}>
                  <HStack gap={2} wrap="wrap">
                    {resource.kind === 'link' && resource.url ? (
                      <Link
                        href={resource.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        colorPalette="brand"
                        fontWeight="medium"
                        onClick={() => opened(resource)}
                      >
                        {titleOf(resource)}
                        <VisuallyHidden> {t('list.newTab')}</VisuallyHidden>
                      </Link>
                    ) : (
                      <Button
                        variant="plain"
                        colorPalette="brand"
                        fontWeight="medium"
                        px={0}
                        h="auto"
                        textDecoration="underline"
                        aria-label={t('list.download', { title: titleOf(resource) })}
                        onClick={() => void download(resource)}
                      >
                        {titleOf(resource)}
                      </Button>
                    )}
                    {!resource.seen && (
                      <Badge colorPalette="blue" title={t('list.unseenLabel')}>
                        {t('list.unseen')}
                      </Badge>
                    )}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`list.kinds.${resource.kind}`)} · {t(`list.audiences.${resource.audience}`)}
                  </Text>
                </Stack>
                {canManage && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('list.removeLabel', { title: titleOf(resource) })}
                    onClick={() => setRemoving(resource)}
                  >
                    {t('list.remove')}
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('list.removeTitle')}
        body={t('list.removeBody', { title: removing ? titleOf(removing) : '' })}
        confirmLabel={t('list.remove')}
        destructive
        busy={removal.isLoading}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const resource = removing;
          if (!resource) return;
          void run(() => remove({ clientId, resourceId: resource.id }).unwrap(), t('list.removed')).then(() =>
            setRemoving(null),
          );
        }}
      />
    </Stack>
  );
}
