import { Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useExplorerPagesByOwnerQuery,
  useListStaffUsersQuery,
  useTransferExplorerPagesMutation,
} from '../api/explorerAdminApi.js';

/**
 * Moves every site of one staff owner to another (explorer spec §7 by-owner and transfer): the current owner
 * (this site's, unless changed), how many sites they own, and the new owner.
 */
export function TransferOwnershipDialog({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('explorerAdmin');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(ownerId);
  const [to, setTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const staff = useListStaffUsersQuery();
  const owned = useExplorerPagesByOwnerQuery(from, { skip: !open || !from });
  const [transfer, transferring] = useTransferExplorerPagesMutation();
  const users = staff.data?.items ?? [];

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const submit = async () => {
    setFailure(null);
    try {
      const { transferred } = await transfer({ currentPageOwnerId: from, newPageOwnerId: to }).unwrap();
      const name = users.find((u) => u.id === to)?.name ?? to;
      toaster.create({ type: 'success', title: t('transfer.done', { count: transferred, name }) });
      close();
    } catch (error) {
      setFailure(errorText.messageOf(error) || t('transfer.failed'));
    }
  };

  const select = (label: string, value: string, onChange: (v: string) => void, exclude?: string) => (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('choose')}</option>
          {users
            .filter((user) => user.id !== exclude)
            .map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.email})
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('form.transfer')}
      </Button>
      <DialogShell
        open={open}
        onClose={close}
        title={t('transfer.title')}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={transferring.isLoading}>
              {t('cancel')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => void submit()}
              disabled={!from || !to || from === to}
              loading={transferring.isLoading}
            >
              {t('transfer.submit')}
            </Button>
          </>
        }
      >
        <Stack gap={4}>
          {select(t('transfer.from'), from, setFrom)}
          {owned.data && <Text>{t('transfer.count', { count: owned.data.length })}</Text>}
          {select(t('transfer.to'), to, setTo, from)}
          <FormAlert message={failure} />
        </Stack>
      </DialogShell>
    </>
  );
}
