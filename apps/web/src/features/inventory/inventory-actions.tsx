// i18n-pending — words still written here, not yet from the catalogs
import { Button } from '@mantine/core';
import { IconArrowsRightLeft, IconBarcode } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { StockMovementForm } from './stock-movement-form';
import { TransferForm } from './transfer-form';

type Open = 'movement' | 'transfer' | null;

/** The inventory screen's header buttons, Stock Movement and Transfer Stock, with their modals. */
export function InventoryActions() {
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
        Stock Movement
      </Button>
      <Button
        variant="default"
        leftSection={<IconArrowsRightLeft size={16} aria-hidden />}
        onClick={() => show('transfer')}
      >
        Transfer Stock
      </Button>
      <FormModal size="lg" title="Stock Movement" opened={open === 'movement'} onClose={close}>
        <StockMovementForm key={opening} onClose={close} />
      </FormModal>
      <FormModal size="lg" title="Transfer Stock" opened={open === 'transfer'} onClose={close}>
        <TransferForm key={opening} onClose={close} />
      </FormModal>
    </>
  );
}
