import { Badge, Text } from '@mantine/core';
import type { TRANSACTION_STATUSES } from '@pos/contracts/subscription';
import { useTranslation } from 'react-i18next';
import { shortId } from '../../lib/format';
import { i18n, msg } from '../../lib/i18n';

type PaymentStatus = (typeof TRANSACTION_STATUSES)[number];

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  success: msg('Success'),
  pending: msg('Pending'),
  failed: msg('Failed'),
};

const STATUS_COLORS: Record<PaymentStatus, string> = {
  success: 'green',
  pending: 'yellow',
  failed: 'red',
};

/** The gateway's method code as people write it: "card" → "Card", "upi" → "UPI". */
export function methodLabel(method: string | null): string | null {
  const m = method?.trim();
  if (!m) return null;
  if (m.toLowerCase() === 'upi') return 'UPI';
  if (m.toLowerCase() === 'card') return i18n.t('Card', { ns: 'subscription' });
  return m[0]?.toUpperCase() + m.slice(1);
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('subscription');
  const label = STATUS_LABELS[status];
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      tt="none"
      radius="sm"
      data-status={status}
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {label ? t(label) : status}
    </Badge>
  );
}

/** Ids show their last 8 characters (spec 1 §9); the whole id is the tooltip. */
export function ShortIdCell({ id }: { id: string }) {
  return (
    <Text span size="sm" ff="monospace" title={id}>
      {shortId(id)}
    </Text>
  );
}
