import { Text } from '@mantine/core';
import { CUSTOMER_MESSAGES, type TCustomerRow } from '@pos/contracts/customers';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime, localIsoDate } from '../../lib/dates';
import { shortId } from '../../lib/format';

const dash = (v: string | null) => v || '—';

export const customersResource = defineResource<TCustomerRow>({
  title: 'Customers',
  itemTitle: 'Customer',
  screen: 'customers',
  endpoint: '/customers',
  queryKeyRoot: 'customers',
  columns: [
    {
      key: 'id',
      header: 'Customer ID',
      nowrap: true,
      render: (c) => (
        <Text size="sm" ff="monospace" title={c._id}>
          {shortId(c._id)}
        </Text>
      ),
    },
    { key: 'name', header: 'Name', sortKey: 'name', render: (c) => c.name },
    { key: 'email', header: 'Email', sortKey: 'email', render: (c) => dash(c.email) },
    { key: 'phone', header: 'Phone', nowrap: true, render: (c) => dash(c.phone) },
    {
      key: 'createdAt',
      header: 'Created At',
      sortKey: 'createdAt',
      nowrap: true,
      render: (c) => formatDateTime(c.createdAt),
    },
  ],
  filters: [
    { kind: 'date', param: 'createdFrom', label: 'Created From', bound: 'start' },
    { kind: 'date', param: 'createdTo', label: 'Created To', bound: 'end' },
  ],
  searchPlaceholder: 'Search name, email or phone',
  defaultSort: '-createdAt',
  itemName: (c) => c.name,
  csvExport: {
    endpoint: '/customers/export.csv',
    fileName: () => `customers-${localIsoDate()}.csv`,
    emptyText: CUSTOMER_MESSAGES.csvEmpty,
    failureText: CUSTOMER_MESSAGES.csvFailed,
  },
});
