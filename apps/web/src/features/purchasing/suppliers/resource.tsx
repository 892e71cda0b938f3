import { SUPPLIER_MESSAGES, type TSupplierRow } from '@pos/contracts/suppliers';
import { column, dateTimeColumn, idColumn } from '../../../components/resource-list/columns';
import { defineResource } from '../../../components/resource-list/types';
import { msg } from '../../../lib/i18n';
import { type SuppliersQuery, suppliersApi } from './api';
import { SupplierForm } from './supplier-form';

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

/** The organization's suppliers, which products and purchase orders name. */
export const suppliersResource = defineResource<TSupplierRow, SuppliersQuery>({
  ...suppliersApi,
  title: msg('Suppliers'),
  itemTitle: msg('Supplier'),
  screen: 'suppliers',
  columns: [
    idColumn(msg('Supplier ID')),
    column('name', msg('Name'), (s) => s.name, { sortKey: 'name' }),
    column('contactName', msg('Contact'), (s) => dash(s.contactName)),
    column('email', msg('Email'), (s) => dash(s.email)),
    column('phone', msg('Phone'), (s) => dash(s.phone), { nowrap: true }),
    column('leadTimeDays', msg('Lead Time (days)'), (s) => dash(s.leadTimeDays), {
      sortKey: 'leadTimeDays',
    }),
    column('productCount', msg('Products'), (s) => s.productCount),
    dateTimeColumn('createdAt', msg('Created At'), (s) => s.createdAt, 'createdAt'),
  ],
  searchPlaceholder: msg('Search name, contact, email or phone'),
  defaultSort: 'name',
  form: SupplierForm,
  itemName: (s) => s.name,
  csvExport: {
    endpoint: '/suppliers/export.csv',
    emptyText: SUPPLIER_MESSAGES.csvEmpty,
    failureText: SUPPLIER_MESSAGES.csvFailed,
  },
});
