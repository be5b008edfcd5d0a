import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useErrorToast } from '../../../hooks/useToastedAction.js';
import { usePurgeQaDataMutation } from '../api/ownerActionsApi.js';
import { CarriersDialog } from './CarriersDialog.js';

/**
 * The owner's tools on the internal clients list (spec §6 "purge QA data, carrier management"; decisions 143,
 * 144): purging the test clients (confirmed first) and the carriers list. The page shows them to owners alone.
 */
export function OwnerListTools() {
  const { t } = useTranslation('ownerActions');
  const showError = useErrorToast();
  const [purge, purging] = usePurgeQaDataMutation();
  const [confirming, setConfirming] = useState(false);
  const [carriersOpen, setCarriersOpen] = useState(false);

  const onPurge = async () => {
    try {
      const { purged } = await purge().unwrap();
      toaster.create({ type: 'success', title: t('purge.done', { count: purged }) });
    } catch (error) {
      showError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setCarriersOpen(true)}>
        {t('carriers.button')}
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        {t('purge.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        destructive
        busy={purging.isLoading}
        title={t('purge.title')}
        body={t('purge.body')}
        confirmLabel={t('purge.button')}
        onConfirm={() => void onPurge()}
        onClose={() => setConfirming(false)}
      />
      <CarriersDialog open={carriersOpen} onClose={() => setCarriersOpen(false)} />
    </>
  );
}
