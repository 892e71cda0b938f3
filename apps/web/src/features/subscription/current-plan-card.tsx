import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TSubscription } from '@pos/contracts/subscription';
import { IconCreditCard, IconReceipt, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../lib/i18n';
import {
  billingAmountLabel,
  canCancel,
  canUpdateCard,
  capitalize,
  creditBar,
  formatDay,
  paymentMethodLabel,
  planLabel,
  statusColor,
  transactionsLink,
} from './subscription-data';

const NONE = '—';

/** One label and its value; a description list reads as pairs to screen readers too. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** The subscription's status as people read it (an unknown one as it comes). */
const STATUS_LABELS: Record<string, string> = {
  active: msg('Active'),
  authenticated: msg('Authenticated'),
  pending: msg('Pending'),
  halted: msg('Halted'),
  cancelled: msg('Cancelled'),
  expired: msg('Expired'),
};

/** The billing frequency as people read it (an unknown one as it comes). */
const FREQUENCY_LABELS: Record<string, string> = {
  monthly: msg('Monthly'),
  yearly: msg('Yearly'),
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('subscription');
  const label = STATUS_LABELS[status];
  return (
    <Badge color={statusColor(status)} variant="light" tt="none" data-status={status}>
      {label ? t(label) : capitalize(status)}
    </Badge>
  );
}

function Credits({ remaining, total }: { remaining: number; total: number }) {
  const { t } = useTranslation('subscription');
  const bar = creditBar(remaining, total);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('Credits')}
        </Text>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="credits">
          {`${remaining.toLocaleString()} / ${total.toLocaleString()}`}
        </Text>
      </Group>
      <Progress
        value={bar.percent}
        color={bar.color}
        size="lg"
        radius="xl"
        aria-label={t('Credits remaining')}
        data-color={bar.color}
      />
      <Text size="xs" c="dimmed">
        {t('Each sale uses one credit; the allowance starts afresh every billing period.')}
      </Text>
    </Stack>
  );
}

/** The subscription as it stands, with what can be done to it. */
export function CurrentPlanCard({
  sub,
  onCancel,
  cancelling,
  onUpdateCard,
  updatingCard,
}: {
  sub: TSubscription;
  onCancel: () => void;
  cancelling: boolean;
  onUpdateCard: () => void;
  updatingCard: boolean;
}) {
  const { t } = useTranslation('subscription');
  const frequency = sub.nextBillingFrequency;
  const frequencyLabel = frequency ? FREQUENCY_LABELS[frequency.toLowerCase()] : undefined;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="lg">
        <Title order={2} fz="lg">
          {t('Your Subscription')}
        </Title>
        <SimpleGrid
          component="dl"
          cols={{ base: 2, md: 4 }}
          spacing="lg"
          verticalSpacing="md"
          m={0}
          aria-label={t('Subscription details')}
        >
          <Field label={t('Current Plan')}>{planLabel(sub.currentPlan)}</Field>
          <Field label={t('Status')}>
            <StatusBadge status={sub.subscriptionStatus} />
          </Field>
          <Field label={t('Start Date')}>{formatDay(sub.startDate) ?? NONE}</Field>
          <Field label={t('Valid Until')}>{formatDay(sub.validUntil) ?? NONE}</Field>
          <Field label={t('Renew On')}>{formatDay(sub.renewOn) ?? NONE}</Field>
          <Field label={t('Next Billing Amount')}>{billingAmountLabel(sub) ?? NONE}</Field>
          <Field label={t('Billing Frequency')}>
            {frequencyLabel ? t(frequencyLabel) : frequency ? capitalize(frequency) : NONE}
          </Field>
          <Field label={t('Payment Method')}>{paymentMethodLabel(sub) ?? NONE}</Field>
        </SimpleGrid>
        <Box maw={560}>
          <Credits remaining={sub.remainingCredits} total={sub.totalCredits} />
        </Box>
        <Group gap="sm">
          <Button
            component={Link}
            to={transactionsLink(sub._id)}
            variant="light"
            leftSection={<IconReceipt size={16} aria-hidden />}
          >
            {t('View Subscription Transactions')}
          </Button>
          {canUpdateCard(sub) ? (
            <Button
              variant="default"
              leftSection={<IconCreditCard size={16} aria-hidden />}
              onClick={onUpdateCard}
              loading={updatingCard}
            >
              {t('Update Card')}
            </Button>
          ) : null}
          {canCancel(sub) ? (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onCancel}
              loading={cancelling}
            >
              {t('Cancel Subscription')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
