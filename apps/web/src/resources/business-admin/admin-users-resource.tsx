import type { TAdminUserRow } from '@pos/contracts/business-admin';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { formatDateTime } from '../../lib/dates';
import { FullWidth, StatusBadge, TextOrDash } from './admin-cells';
import { USER_STATUS } from './admin-format';

/**
 * Spec 2 §2 All Users: every account of every organization, for platform operators. Read only:
 * people are managed inside their own organization.
 */
export const adminUsersResource = defineResource<TAdminUserRow>({
  title: 'All Users',
  itemTitle: 'User',
  emptyNoun: 'users',
  screen: 'adminUsers',
  endpoint: '/business-admin/users',
  queryKeyRoot: 'business-admin-users',
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name', render: (u) => u.name },
    {
      key: 'email',
      header: 'Email',
      sortKey: 'email',
      render: (u) => <TextOrDash value={u.email} />,
    },
    {
      key: 'role',
      header: 'Role',
      nowrap: true,
      render: (u) => (
        <FullWidth>
          <RoleBadge role={u.role} />
        </FullWidth>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (u) => <StatusBadge status={u.status} looks={USER_STATUS} />,
    },
    {
      key: 'organization',
      header: 'Organization',
      sortKey: 'organizationName',
      render: (u) => u.organizationName,
    },
    {
      key: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      nowrap: true,
      render: (u) => formatDateTime(u.createdAt),
    },
  ],
  filters: [
    { kind: 'text', param: 'email', label: 'Email', placeholder: 'Filter by email' },
    {
      kind: 'text',
      param: 'organizationName',
      label: 'Organization',
      placeholder: 'Filter by organization',
    },
  ],
  searchPlaceholder: 'Search name, username or email',
  defaultSort: '-createdAt',
  itemName: (u) => u.name,
  hideRowActions: true,
  deletable: false,
});
