import { Badge, Text } from '@mantine/core';
import type { MovementType, TStockHistoryRow } from '@pos/contracts/inventory';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ItemNameCell } from '../../components/item-name-cell';
import { msg } from '../../lib/i18n';

/** The movement types in words (the same words as the contracts' `MOVEMENT_TYPE_LABELS`). */
export const MOVEMENT_LABELS: Record<MovementType, string> = {
  SALE: msg('Sale'),
  STOCK_IN: msg('Stock in'),
  MANUAL_ADJUSTMENT: msg('Manual adjustment'),
  RETURN: msg('Return'),
  DAMAGE: msg('Damage'),
  TRANSFER_IN: msg('Transfer in'),
  TRANSFER_OUT: msg('Transfer out'),
  STOCK_COUNT: msg('Stock count'),
};

/** Stock coming in reads green, stock going out red; the badge says the type in words. */
const TYPE_COLORS: Record<MovementType, string> = {
  SALE: 'blue',
  STOCK_IN: 'green',
  MANUAL_ADJUSTMENT: 'gray',
  RETURN: 'teal',
  DAMAGE: 'red',
  TRANSFER_IN: 'violet',
  TRANSFER_OUT: 'grape',
  STOCK_COUNT: 'orange',
};

export function ChangeTypeBadge({ type }: { type: MovementType }) {
  const { t } = useTranslation('stock-history');
  return (
    <Badge
      color={TYPE_COLORS[type]}
      variant="light"
      tt="none"
      radius="sm"
      // The whole label always shows: a squeezed table column must not cut it to "Transfer o…".
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(MOVEMENT_LABELS[type])}
    </Badge>
  );
}

/** "+5" in green, "-2" in red (spec 2 §2), grouped by the browser's locale. */
export function formatSignedQuantity(n: number): string {
  return n.toLocaleString(undefined, { signDisplay: 'exceptZero' });
}

export function QuantityChangeCell({ quantity }: { quantity: number }) {
  const sign = quantity > 0 ? 'positive' : quantity < 0 ? 'negative' : 'zero';
  return (
    <Text
      size="sm"
      fw={600}
      c={sign === 'positive' ? 'green' : sign === 'negative' ? 'red' : undefined}
      data-sign={sign}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatSignedQuantity(quantity)}
    </Text>
  );
}

/** The product's name (and its variation's), the SKU below. */
export function HistoryProductCell({ row }: { row: TStockHistoryRow }) {
  return (
    <ItemNameCell
      productName={row.productName}
      variationName={row.variationName}
      sku={row.productSku}
    />
  );
}

/** The user who made the change, or "System" for changes nobody made by hand. */
export function HistoryUserCell({ userName }: { userName: string | null }) {
  const { t } = useTranslation('stock-history');
  return userName ? (
    <Text span size="sm">
      {userName}
    </Text>
  ) : (
    <Text span size="sm" c="dimmed" fs="italic">
      {t('System')}
    </Text>
  );
}

export const numberCell = (n: number) => (
  <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
    {n.toLocaleString()}
  </Text>
);

/** A receipt's cost per unit in the organization's currency; a dash on other rows. */
export function UnitCostCell({ cost }: { cost: number | null }) {
  const { formatMoney } = useGeneralSettings();
  if (cost === null) return <>—</>;
  return (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(cost)}
    </Text>
  );
}
