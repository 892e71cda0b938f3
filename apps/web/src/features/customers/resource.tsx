import { Anchor } from '@mantine/core';
import { CUSTOMER_MESSAGES, type TCustomerRow } from '@pos/contracts/customers';
import { Link } from 'react-router';
import { column, dateTimeColumn, idColumn } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type CustomersQuery, customerPath, customersApi } from './api';

const dash = (v: string | null) => v || '—';

export const customersResource = defineResource<TCustomerRow, CustomersQuery>({
  ...customersApi,
  title: msg('Customers'),
  itemTitle: msg('Customer'),
  screen: 'customers',
  namespace: 'customers',
  columns: [
    idColumn(msg('Customer ID')),
    // The name opens the customer's page (balances, store credit): the keyboard's way in.
    column(
      'name',
      msg('Name'),
      (c) => (
        <Anchor component={Link} to={customerPath(c._id)} size="sm">
          {c.name}
        </Anchor>
      ),
      { sortKey: 'name' },
    ),
    column('email', msg('Email'), (c) => dash(c.email), { sortKey: 'email' }),
    column('phone', msg('Phone'), (c) => dash(c.phone), { nowrap: true }),
    dateTimeColumn('createdAt', msg('Created At'), (c) => c.createdAt, 'createdAt'),
  ],
  filters: [
    { kind: 'date', param: 'createdFrom', label: msg('Created From') },
    { kind: 'date', param: 'createdTo', label: msg('Created To') },
  ],
  searchPlaceholder: msg('Search name, email or phone'),
  defaultSort: '-createdAt',
  itemName: (c) => c.name,
  rowHref: (c) => customerPath(c._id),
  csvExport: {
    endpoint: '/customers/export.csv',
    emptyText: CUSTOMER_MESSAGES.csvEmpty,
    failureText: CUSTOMER_MESSAGES.csvFailed,
  },
});
