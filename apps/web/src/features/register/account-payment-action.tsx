import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { AccountPaymentForm } from '../../components/account-payment-form';
import { FormModal } from '../../components/form-modal';
import { chargeAccountQuery, useTakeAccountPayment } from './stored-value-api';

/**
 * "Payment on account" at the register (docs/guide/stored-value.md, "Charge accounts"): the
 * picked customer pays what they owe, apart from the sale — cash into the drawer of the shift
 * open at this store. Shown for a customer with a charge account, online only (the balance is
 * the server's).
 */
export const AccountPaymentAction = memo(function AccountPaymentAction({
  customerId,
  storeId,
  online,
  disabled,
}: {
  customerId: string;
  storeId: string | undefined;
  online: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const { formatMoney, settings } = useGeneralSettings();
  const account = useQuery(chargeAccountQuery(customerId));
  const take = useTakeAccountPayment(customerId, storeId);
  const [open, setOpen] = useState(false);
  if (!account.data) return null;
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        onClick={() => setOpen(true)}
        disabled={disabled || !online || account.data.owedCents === 0}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('Payment on account')}
      </Button>
      <FormModal title={t('Payment on account')} opened={open} onClose={() => setOpen(false)}>
        <AccountPaymentForm
          owedCents={account.data.owedCents}
          currencySymbol={settings.currencySymbol}
          formatMoney={formatMoney}
          take={take}
          onClose={() => setOpen(false)}
        />
      </FormModal>
    </>
  );
});
