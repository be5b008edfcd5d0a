import { Badge, Button, HStack, Heading, Stack, Switch, Table, Text } from '@chakra-ui/react';
import type { ExplorerPageSummary } from '@onboard/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useDeleteExplorerPageMutation,
  useListExplorerPagesQuery,
  useSetExplorerPageLiveMutation,
} from '../api/explorerAdminApi.js';

/** A calendar date (YYYY-MM-DD) in the user's language, read as the date it names (no time zone shift). */
function useFormatDay() {
  const { i18n } = useTranslation();
  return useCallback(
    (day: string | null | undefined) => {
      if (!day) return '—';
      const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return '—';
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
    },
    [i18n.language],
  );
}

/**
 * A client's Benefits Explorer sites on its manage page (staff): name, plan year, live or demo (a switch),
 * start and expiry, links to edit, renew and preview, delete with a confirmation, and "Create site".
 */
export function ExplorerSitesPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation('explorerAdmin');
  const errorText = useErrorText();
  const format = useFormatDay();
  const list = useListExplorerPagesQuery(clientId);
  const [remove, removing] = useDeleteExplorerPageMutation();
  const [setLive, switching] = useSetExplorerPageLiveMutation();
  const [asked, setAsked] = useState<ExplorerPageSummary | null>(null);

  const onDelete = async () => {
    if (!asked) return;
    try {
      await remove({ clientId, explorerPageId: asked.id }).unwrap();
      toaster.create({ type: 'success', title: t('sites.deleted') });
    } catch (error) {
      toaster.create({ type: 'error', title: errorText.messageOf(error) });
    }
    setAsked(null);
  };
  const onLive = async (site: ExplorerPageSummary, isLive: boolean) => {
    try {
      await setLive({ clientId, explorerPageId: site.id, isLive }).unwrap();
      toaster.create({
        type: 'success',
        title: t('sites.liveChanged', { state: isLive ? t('sites.live') : t('sites.demo') }),
      });
    } catch (error) {
      toaster.create({ type: 'error', title: errorText.messageOf(error) });
    }
  };

  const sites = list.data?.items ?? [];
  return (
    <Stack as="section" gap={4} aria-labelledby="explorer-sites">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl" id="explorer-sites">
          {t('sites.heading')}
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.explorerSiteCreate(clientId)}>{t('sites.create')}</RouterLink>
        </Button>
      </HStack>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && sites.length === 0 && <Text color="fg.muted">{t('sites.empty')}</Text>}
      {sites.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-labelledby="explorer-sites">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('sites.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sites.columns.planYear')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sites.columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sites.columns.dates')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sites.columns.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sites.map((site) => (
                <Table.Row key={site.id} data-testid="explorer-site-row">
                  <Table.Cell>{site.name}</Table.Cell>
                  <Table.Cell>{site.planYear ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <HStack gap={2}>
                      <Badge colorPalette={site.isLive ? 'green' : 'gray'}>
                        {site.isLive ? t('sites.live') : t('sites.demo')}
                      </Badge>
                      {site.newExplorerPageId && <Badge colorPalette="blue">{t('sites.renewed')}</Badge>}
                      <Switch.Root
                        size="sm"
                        checked={site.isLive}
                        disabled={switching.isLoading}
                        onCheckedChange={(details) => void onLive(site, details.checked)}
                      >
                        <Switch.HiddenInput aria-label={t('sites.liveSwitch', { name: site.name })} />
                        <Switch.Control>
                          <Switch.Thumb />
                        </Switch.Control>
                      </Switch.Root>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    {format(site.startsAt)} – {format(site.expiresAt)}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap={2} wrap="wrap">
                      <Button asChild size="xs" variant="outline">
                        <RouterLink to={PATHS.explorerSiteEdit(clientId, site.id)}>
                          {t('sites.edit', { name: site.name })}
                        </RouterLink>
                      </Button>
                      {!site.newExplorerPageId && (
                        <Button asChild size="xs" variant="outline">
                          <RouterLink to={PATHS.explorerSiteRenew(clientId, site.id)}>
                            {t('sites.renew', { name: site.name })}
                          </RouterLink>
                        </Button>
                      )}
                      <Button asChild size="xs" variant="outline">
                        <RouterLink to={PATHS.benefitsExplorer(site.vanitySlug ?? site.id)}>
                          {t('sites.preview', { name: site.name })}
                        </RouterLink>
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsked(site)}>
                        {t('sites.remove', { name: site.name })}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('sites.deleteTitle')}
        body={t('sites.deleteBody', { name: asked?.name ?? '' })}
        confirmLabel={t('sites.deleteConfirm')}
        destructive
        busy={removing.isLoading}
        onConfirm={() => void onDelete()}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
