import { type TTaxClassRow, taxesText } from '@pos/contracts/tax-classes';
import { column, NameWithDefault, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg, serverText } from '../../lib/i18n';
import { type TaxClassesQuery, taxClassesApi } from './api';
import { TaxClassForm } from './tax-class-form';

const YES_NO = [
  { value: 'true', label: msg('Yes') },
  { value: 'false', label: msg('No') },
] as const;

/** Tax classes (docs/DESIGN.md, "Money"): each product is taxed by its class, or the default. */
export const taxClassesResource = defineResource<TTaxClassRow, TaxClassesQuery>({
  ...taxClassesApi,
  namespace: 'tax-classes',
  title: msg('Tax Classes'),
  itemTitle: msg('Tax Class'),
  screen: 'taxClasses',
  columns: [
    column('name', msg('Name'), (c) => <NameWithDefault {...c} />, { sortKey: 'name' }),
    column('taxes', msg('Taxes'), (c) => serverText(taxesText(c.taxes))),
    column('totalRate', msg('Total Rate'), (c) => `${c.totalRate}%`, {
      sortKey: 'totalRate',
      nowrap: true,
    }),
    column('productCount', msg('Products'), (c) => c.productCount, NOWRAP),
  ],
  filters: [
    { kind: 'text', param: 'name', label: msg('Name'), placeholder: msg('Class name') },
    {
      kind: 'select',
      param: 'isDefault',
      label: msg('Default'),
      placeholder: msg('All'),
      options: YES_NO,
    },
  ],
  searchPlaceholder: msg('Search name'),
  defaultSort: 'name',
  form: TaxClassForm,
  itemName: (c) => c.name,
  // The API refuses it anyway: products that name no class are taxed by the default.
  canDelete: (c) => !c.isDefault,
  csvExport: {
    endpoint: '/tax-classes/export.csv',
    emptyText: msg('No tax classes found for the selected filters.'),
    failureText: msg('Unable to export tax classes CSV. Check console for details.'),
  },
});
