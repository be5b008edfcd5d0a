import { Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import type { Carrier } from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useToastedAction } from '../../../hooks/useToastedAction.js';
import {
  useCreateCarrierMutation,
  useDeleteCarrierMutation,
  useGetCarriersQuery,
  useUpdateCarrierMutation,
} from '../api/ownerActionsApi.js';

/** The carriers list (decision 144): owners add, rename and remove carriers. */
export function CarriersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('ownerActions');
  return (
    <DialogShell open={open} onClose={onClose} title={t('carriers.title')} size="md" scrollBehavior="inside">
      <CarriersEditor />
    </DialogShell>
  );
}

function CarriersEditor() {
  const { t } = useTranslation('ownerActions');
  const run = useToastedAction();
  const { data: carriers, isError } = useGetCarriersQuery();
  const [create, creating] = useCreateCarrierMutation();
  const [remove, removing] = useDeleteCarrierMutation();
  const [name, setName] = useState('');
  const [removingCarrier, setRemovingCarrier] = useState<Carrier | null>(null);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await run(() => create({ name: name.trim() }).unwrap(), t('carriers.added'))) setName('');
  };

  const onRemove = async () => {
    if (!removingCarrier) return;
    await run(() => remove(removingCarrier.id).unwrap(), t('carriers.removed'));
    setRemovingCarrier(null);
  };

  return (
    <Stack gap={4}>
      <Text color="fg.muted">{t('carriers.intro')}</Text>
      <HStack as="form" onSubmit={(e) => void onAdd(e)} align="end" gap={3}>
        <Field.Root>
          <Field.Label>{t('carriers.name')}</Field.Label>
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={creating.isLoading}>
          {t('carriers.add')}
        </Button>
      </HStack>
      {isError && <Text color="fg.error">{t('carriers.loadFailed')}</Text>}
      {carriers && carriers.length === 0 && <Text>{t('carriers.empty')}</Text>}
      {carriers && carriers.length > 0 && (
        <List.Root variant="plain" gap={2} aria-label={t('carriers.listLabel')}>
          {carriers.map((carrier) => (
            <List.Item key={carrier.id}>
              <CarrierRow carrier={carrier} onRemove={() => setRemovingCarrier(carrier)} />
            </List.Item>
          ))}
        </List.Root>
      )}
      <ConfirmDialog
        open={removingCarrier !== null}
        destructive
        busy={removing.isLoading}
        title={t('carriers.removeTitle', { name: removingCarrier?.name ?? '' })}
        body={t('carriers.removeBody')}
        confirmLabel={t('carriers.remove', { name: removingCarrier?.name ?? '' })}
        onConfirm={() => void onRemove()}
        onClose={() => setRemovingCarrier(null)}
      />
    </Stack>
  );
}

function CarrierRow({ carrier, onRemove }: { carrier: Carrier; onRemove: () => void }) {
  const { t } = useTranslation('ownerActions');
  const run = useToastedAction();
  const [update, updating] = useUpdateCarrierMutation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(carrier.name);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (
      await run(
        () => update({ carrierId: carrier.id, body: { name: name.trim() } }).unwrap(),
        t('carriers.saved'),
      )
    )
      setEditing(false);
  };

  if (editing)
    return (
      <HStack
        as="form"
        onSubmit={(e) => void onSave(e)}
        gap={2}
        aria-label={t('carriers.rename', { name: carrier.name })}
      >
        <Input
          size="sm"
          value={name}
          maxLength={100}
          aria-label={t('carriers.name')}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" size="sm" loading={updating.isLoading}>
          {t('carriers.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('carriers.cancel')}
        </Button>
      </HStack>
    );
  return (
    <HStack justify="space-between" gap={2}>
      <Text>{carrier.name}</Text>
      <HStack gap={1}>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={t('carriers.rename', { name: carrier.name })}
        >
          {t('carriers.renameShort')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('carriers.remove', { name: carrier.name })}
          onClick={onRemove}
        >
          {t('carriers.removeShort')}
        </Button>
      </HStack>
    </HStack>
  );
}
