// i18n-pending — words still written here, not yet from the catalogs
import { Badge, Text } from '@mantine/core';
import {
  MOVEMENT_TYPE_LABELS,
  type MovementType,
  type TStockHistoryRow,
} from '@pos/contracts/inventory';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ItemNameCell } from '../../components/item-name-cell';

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
  return (
    <Badge
      color={TYPE_COLORS[type]}
      variant="light"
      tt="none"
      radius="sm"
      // The whole label always shows: a squeezed table column must not cut it to "Transfer o…".
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {MOVEMENT_TYPE_LABELS[type]}
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
  return userName ? (
    <Text span size="sm">
      {userName}
    </Text>
  ) : (
    <Text span size="sm" c="dimmed" fs="italic">
      System
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
