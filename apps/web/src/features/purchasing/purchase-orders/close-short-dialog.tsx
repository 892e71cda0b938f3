import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TPurchaseOrderRow } from '@pos/contracts/purchase-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/form-error';
import { usePurchaseOrderAction } from './api';

/** What is still due of an open order: the units closing it short cancels. */
const stillDue = (o: TPurchaseOrderRow) =>
  o.lines.reduce((n, l) => n + Math.max(l.quantity - l.receivedQuantity, 0), 0);

/**
 * Closing a partly received order short: says how many units will not come before it is done,
 * with an optional reason (kept on the order and in the audit log).
 */
export function CloseShortDialog({
  order,
  opened,
  onClose,
}: {
  order: TPurchaseOrderRow;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('purchasing');
  const close = usePurchaseOrderAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const due = stillDue(order);
  const confirm = () =>
    close.mutate(
      { id: order._id, action: 'close-short', body: { reason: reason.trim() || null } },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          setError(null);
          onClose();
        },
        onError: (err) => setError(errorMessage(err, t('The purchase order could not be closed.'))),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Close {{number}} short?', { number: order.number })}
      centered
    >
      <Stack gap="sm">
        <FormError message={error} />
        <Text size="sm">
          {t(
            '{{count}} units still due will be cancelled: the supplier will not deliver them, and they are no longer on order. What was received stays in stock.',
            { count: due },
          )}
        </Text>
        <Textarea
          label={t('Reason (optional)')}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Keep the order open')}
          </Button>
          <Button color="red" onClick={confirm} loading={close.isPending}>
            {t('Cancel {{count}} units and close', { count: due })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
