import { Badge, Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortId } from '../../lib/format';
import { paymentAmount, type StatusLook, statusLook } from './admin-format';

/** A status as a coloured badge; `data-status` lets tests read the value, not the colour. */
export function StatusBadge({
  status,
  looks,
}: {
  status: string;
  looks: Record<string, StatusLook>;
}) {
  const { t } = useTranslation('business-admin');
  const look = statusLook(looks, status);
  return (
    <Badge
      color={look.color}
      variant="light"
      tt="none"
      radius="sm"
      data-status={status}
      // A wide table squeezes a badge's label to "Acti..." otherwise.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(look.label)}
    </Badge>
  );
}

/**
 * Keeps a badge at its full width in a crowded table row: a badge's label may shrink to an
 * ellipsis, and the shared badges (roles) take no styles of ours.
 */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box w="max-content">{children}</Box>;
}

/** A missing value, dimmed, so it is not read as a name. */
export function Missing() {
  return (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );
}

/** Text, or the dimmed dash when there is none. */
export function TextOrDash({ value }: { value: string | null | undefined }) {
  return value?.trim() ? value : <Missing />;
}

/** Gateway ids show their last 8 characters (spec 1 §9); the whole id is the tooltip. */
export function ShortId({ id }: { id: string }) {
  return (
    <Text span size="sm" ff="monospace" title={id}>
      {shortId(id)}
    </Text>
  );
}

/** A payment's amount with its currency, digits lined up. */
export function AmountText({ amount, currency }: { amount: number; currency: string | null }) {
  return (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {paymentAmount(amount, currency)}
    </Text>
  );
}
