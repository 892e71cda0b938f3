import { Button } from '@mantine/core';
import { IconArrowsRightLeft, IconBarcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { StockMovementForm } from './stock-movement-form';
import { TransferForm } from './transfer-form';

type Open = 'movement' | 'transfer' | null;

/** The inventory screen's header buttons, Stock Movement and Transfer Stock, with their modals. */
export function InventoryActions() {
  const { t } = useTranslation('inventory');
  const [open, setOpen] = useState<Open>(null);
  // Each opening starts a fresh form.
  const [opening, setOpening] = useState(0);
  const show = (which: Exclude<Open, null>) => {
    setOpening((n) => n + 1);
    setOpen(which);
  };
  const close = () => setOpen(null);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBarcode size={16} aria-hidden />}
        onClick={() => show('movement')}
      >
        {t('Stock Movement')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconArrowsRightLeft size={16} aria-hidden />}
        onClick={() => show('transfer')}
      >
        {t('Transfer Stock')}
      </Button>
      <FormModal size="lg" title={t('Stock Movement')} opened={open === 'movement'} onClose={close}>
        <StockMovementForm key={opening} onClose={close} />
      </FormModal>
      <FormModal size="lg" title={t('Transfer Stock')} opened={open === 'transfer'} onClose={close}>
        <TransferForm key={opening} onClose={close} />
      </FormModal>
    </>
  );
}
