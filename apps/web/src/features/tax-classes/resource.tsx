// i18n-pending — words still written here, not yet from the catalogs
import { type TTaxClassRow, taxesText } from '@pos/contracts/tax-classes';
import { column, NameWithDefault, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { type TaxClassesQuery, taxClassesApi } from './api';
import { TaxClassForm } from './tax-class-form';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** Tax classes (docs/DESIGN.md, "Money"): each product is taxed by its class, or the default. */
export const taxClassesResource = defineResource<TTaxClassRow, TaxClassesQuery>({
  ...taxClassesApi,
  title: 'Tax Classes',
  itemTitle: 'Tax Class',
  screen: 'taxClasses',
  columns: [
    column('name', 'Name', (c) => <NameWithDefault {...c} />, { sortKey: 'name' }),
    column('taxes', 'Taxes', (c) => taxesText(c.taxes)),
    column('totalRate', 'Total Rate', (c) => `${c.totalRate}%`, {
      sortKey: 'totalRate',
      nowrap: true,
    }),
    column('productCount', 'Products', (c) => c.productCount, NOWRAP),
  ],
  filters: [
    { kind: 'text', param: 'name', label: 'Name', placeholder: 'Class name' },
    { kind: 'select', param: 'isDefault', label: 'Default', placeholder: 'All', options: YES_NO },
  ],
  searchPlaceholder: 'Search name',
  defaultSort: 'name',
  form: TaxClassForm,
  itemName: (c) => c.name,
  // The API refuses it anyway: products that name no class are taxed by the default.
  canDelete: (c) => !c.isDefault,
  csvExport: {
    endpoint: '/tax-classes/export.csv',
    emptyText: 'No tax classes found for the selected filters.',
    failureText: 'Unable to export tax classes CSV. Check console for details.',
  },
});
