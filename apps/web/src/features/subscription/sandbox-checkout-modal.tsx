import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMinor, type TUpgradeOrder } from '@pos/contracts/subscription';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { paySandboxOrder } from './api';
import type { CheckoutDetails, CheckoutOutcome, OpenCheckout } from './checkout-outcome';
import { payFailure } from './upgrade-errors';

type Choice = 'success' | 'failure';

/**
 * The sandbox gateway's checkout: plays the part of Razorpay's overlay. The API signs the
 * payment exactly as Razorpay would, so the verification that follows is the real one.
 */
function SandboxCheckout({
  order,
  details,
  onOutcome,
}: {
  order: TUpgradeOrder;
  details: CheckoutDetails;
  onOutcome: (outcome: CheckoutOutcome) => void;
}) {
  const { t } = useTranslation('subscription');
  const [busy, setBusy] = useState<Choice | null>(null);
  const amount = formatMinor(order.amount, order.currency);

  const pay = async (outcome: Choice) => {
    setBusy(outcome);
    try {
      const payment = await paySandboxOrder(order.order_id, outcome);
      onOutcome({ status: 'paid', payment });
    } catch (error) {
      onOutcome(payFailure(error));
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {details.merchant}
        </Text>
        <Text fw={600}>{t('Upgrade to {{name}}', { name: details.planLabel })}</Text>
      </div>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('Amount')}
        </Text>
        <Text fz={28} fw={700} aria-label={t('Amount {{amount}}', { amount })}>
          {amount}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('Order ID')}
        </Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {order.order_id}
        </Text>
      </Group>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconFlask aria-hidden />}
        title={t('Test payment')}
      >
        {t(
          'This is the sandbox payment gateway: no card is charged. Choose whether the bank approves or declines this payment.',
        )}
      </Alert>
      <Stack gap="xs">
        <Button
          fullWidth
          size="md"
          loading={busy === 'success'}
          disabled={busy !== null && busy !== 'success'}
          onClick={() => pay('success')}
        >
          {t('Pay {{amount}}', { amount })}
        </Button>
        <Button
          fullWidth
          variant="outline"
          color="red"
          loading={busy === 'failure'}
          disabled={busy !== null && busy !== 'failure'}
          onClick={() => pay('failure')}
        >
          {t('Fail payment')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Opens the sandbox checkout and settles once: paid, failed, or dismissed when closed. Closing
 * it while a call is on its way is harmless: the sandbox only signs, nothing is paid until the
 * API verifies.
 */
export const openSandboxCheckout: OpenCheckout = (order, details) =>
  new Promise((resolve) => {
    const modalId = `sandbox-checkout-${order.order_id}`;
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      modals.close(modalId);
      resolve(outcome);
    };
    modals.open({
      modalId,
      title: i18n.t('Sandbox checkout', { ns: 'subscription' }),
      centered: true,
      closeOnClickOutside: false,
      onClose: () => settle({ status: 'dismissed' }),
      children: <SandboxCheckout order={order} details={details} onOutcome={settle} />,
    });
  });
