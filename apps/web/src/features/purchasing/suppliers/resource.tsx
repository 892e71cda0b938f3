// i18n-pending — words still written here, not yet from the catalogs
import { SUPPLIER_MESSAGES, type TSupplierRow } from '@pos/contracts/suppliers';
import { column, dateTimeColumn, idColumn } from '../../../components/resource-list/columns';
import { defineResource } from '../../../components/resource-list/types';
import { type SuppliersQuery, suppliersApi } from './api';
import { SupplierForm } from './supplier-form';

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

/** The organization's suppliers, which products and purchase orders name. */
export const suppliersResource = defineResource<TSupplierRow, SuppliersQuery>({
  ...suppliersApi,
  title: 'Suppliers',
  itemTitle: 'Supplier',
  screen: 'suppliers',
  columns: [
    idColumn('Supplier ID'),
    column('name', 'Name', (s) => s.name, { sortKey: 'name' }),
    column('contactName', 'Contact', (s) => dash(s.contactName)),
    column('email', 'Email', (s) => dash(s.email)),
    column('phone', 'Phone', (s) => dash(s.phone), { nowrap: true }),
    column('leadTimeDays', 'Lead Time (days)', (s) => dash(s.leadTimeDays), {
      sortKey: 'leadTimeDays',
    }),
    column('productCount', 'Products', (s) => s.productCount),
    dateTimeColumn('createdAt', 'Created At', (s) => s.createdAt, 'createdAt'),
  ],
  searchPlaceholder: 'Search name, contact, email or phone',
  defaultSort: 'name',
  form: SupplierForm,
  itemName: (s) => s.name,
  csvExport: {
    endpoint: '/suppliers/export.csv',
    emptyText: SUPPLIER_MESSAGES.csvEmpty,
    failureText: SUPPLIER_MESSAGES.csvFailed,
  },
});
