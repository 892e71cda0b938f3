// i18n-pending — words still written here, not yet from the catalogs
import { Anchor } from '@mantine/core';
import { CUSTOMER_MESSAGES, type TCustomerRow } from '@pos/contracts/customers';
import { Link } from 'react-router';
import { column, dateTimeColumn, idColumn } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { type CustomersQuery, customerPath, customersApi } from './api';

const dash = (v: string | null) => v || '—';

export const customersResource = defineResource<TCustomerRow, CustomersQuery>({
  ...customersApi,
  title: 'Customers',
  itemTitle: 'Customer',
  screen: 'customers',
  columns: [
    idColumn('Customer ID'),
    // The name opens the customer's page (balances, store credit): the keyboard's way in.
    column(
      'name',
      'Name',
      (c) => (
        <Anchor component={Link} to={customerPath(c._id)} size="sm">
          {c.name}
        </Anchor>
      ),
      { sortKey: 'name' },
    ),
    column('email', 'Email', (c) => dash(c.email), { sortKey: 'email' }),
    column('phone', 'Phone', (c) => dash(c.phone), { nowrap: true }),
    dateTimeColumn('createdAt', 'Created At', (c) => c.createdAt, 'createdAt'),
  ],
  filters: [
    { kind: 'date', param: 'createdFrom', label: 'Created From' },
    { kind: 'date', param: 'createdTo', label: 'Created To' },
  ],
  searchPlaceholder: 'Search name, email or phone',
  defaultSort: '-createdAt',
  itemName: (c) => c.name,
  rowHref: (c) => customerPath(c._id),
  csvExport: {
    endpoint: '/customers/export.csv',
    emptyText: CUSTOMER_MESSAGES.csvEmpty,
    failureText: CUSTOMER_MESSAGES.csvFailed,
  },
});
