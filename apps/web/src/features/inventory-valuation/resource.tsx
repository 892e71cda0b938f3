import { Text } from '@mantine/core';
import {
  INVENTORY_VALUATION_MESSAGES,
  type TInventoryValuationRow,
  type TInventoryValuationTotals,
} from '@pos/contracts/inventory-valuation';
import { formatUnitCost } from '@pos/contracts/money';
import { useTranslation } from 'react-i18next';
import { ALL_STORES, ALL_WAREHOUSES, CATEGORY_OPTIONS } from '../../api/options';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ItemNameCell } from '../../components/item-name-cell';
import { column, isId, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type InventoryValuationQuery, inventoryValuationApi } from './api';
import { ValuationSummary } from './valuation-summary';

const itemName = (r: TInventoryValuationRow) =>
  r.variationName ? `${r.productName} · ${r.variationName}` : r.productName;

/**
 * An amount in the organization's currency; "No cost" where the item has none. A unit cost
 * shows all its decimals (up to 4), so on hand × the cost shown, rounded to the cent, is the
 * value shown (docs/guide/stock-and-reports.md, "Inventory valuation").
 */
function AmountCell({ amount, unitCost }: { amount: number | null; unitCost?: boolean }) {
  const { t } = useTranslation('inventory-valuation');
  const { formatMoney, settings } = useGeneralSettings();
  if (amount === null) {
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        {t('No cost')}
      </Text>
    );
  }
  return (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {unitCost ? formatUnitCost(amount, settings.currencySymbol) : formatMoney(amount)}
    </Text>
  );
}

const quantityCell = (n: number) => (
  <Text span size="sm" c={n < 0 ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
    {n.toLocaleString()}
  </Text>
);

/**
 * What the stock on hand is worth, per item and location, at cost and at retail, with the totals
 * of every matching row above the table (docs/guide/stock-and-reports.md).
 */
export const inventoryValuationResource = defineResource<
  TInventoryValuationRow,
  InventoryValuationQuery
>({
  ...inventoryValuationApi,
  title: msg('Inventory Valuation'),
  itemTitle: msg('Item'),
  emptyNoun: msg('stock on hand'),
  screen: 'inventoryValuation',
  columns: [
    column('item', msg('Item'), (r) => <ItemNameCell {...r} />, { sortKey: 'productName' }),
    column('category', msg('Category'), (r) => r.categoryName ?? '—'),
    column('location', msg('Location'), (r) => r.locationName),
    column('quantity', msg('On Hand'), (r) => quantityCell(r.quantity), {
      sortKey: 'quantity',
      nowrap: true,
    }),
    column(
      'costPrice',
      msg('Cost Price'),
      (r) => <AmountCell amount={r.costPrice} unitCost />,
      NOWRAP,
    ),
    column('valueAtCost', msg('Value at Cost'), (r) => <AmountCell amount={r.valueAtCost} />, {
      sortKey: 'valueAtCost',
      nowrap: true,
    }),
    column(
      'retailPrice',
      msg('Retail Price'),
      (r) => <AmountCell amount={r.retailPrice} />,
      NOWRAP,
    ),
    column(
      'valueAtRetail',
      msg('Value at Retail'),
      (r) => <AmountCell amount={r.valueAtRetail} />,
      {
        sortKey: 'valueAtRetail',
        nowrap: true,
      },
    ),
  ],
  filters: [
    {
      kind: 'select',
      param: 'locationId',
      label: msg('Location'),
      placeholder: msg('All locations'),
      options: {
        groups: [
          { group: msg('Stores'), source: ALL_STORES },
          { group: msg('Warehouses'), source: ALL_WAREHOUSES },
        ],
      },
      isValid: isId,
    },
    {
      kind: 'select',
      param: 'categoryId',
      label: msg('Category'),
      placeholder: msg('All categories'),
      options: CATEGORY_OPTIONS,
      isValid: isId,
    },
  ],
  summary: (totals) => (
    <ValuationSummary totals={totals as TInventoryValuationTotals | undefined} />
  ),
  searchPlaceholder: msg('Search product name or SKU'),
  defaultSort: 'productName',
  hideRowActions: true,
  itemName,
  csvExport: {
    endpoint: '/reports/inventory-valuation/export.csv',
    emptyText: INVENTORY_VALUATION_MESSAGES.csvEmpty,
    failureText: INVENTORY_VALUATION_MESSAGES.csvFailed,
  },
});
