// i18n-pending — words still written here, not yet from the catalogs
import type { TAdminUserRow } from '@pos/contracts/business-admin';
import { column, dateTimeColumn, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { FullWidth, StatusBadge, TextOrDash } from './admin-cells';
import { USER_STATUS } from './admin-format';
import { type AdminUsersQuery, adminUsersApi } from './api';

function RoleCell({ role }: { role: string | null }) {
  return (
    <FullWidth>
      <RoleBadge role={role} />
    </FullWidth>
  );
}

/**
 * Spec 2 §2 All Users: every account of every organization, for platform operators. Read only:
 * people are managed inside their own organization.
 */
export const adminUsersResource = defineResource<TAdminUserRow, AdminUsersQuery>({
  ...adminUsersApi,
  title: 'All Users',
  itemTitle: 'User',
  emptyNoun: 'users',
  screen: 'adminUsers',
  columns: [
    column('name', 'Name', (u) => u.name, { sortKey: 'name' }),
    column('email', 'Email', (u) => <TextOrDash value={u.email} />, { sortKey: 'email' }),
    column('role', 'Role', (u) => <RoleCell role={u.role} />, NOWRAP),
    column(
      'status',
      'Status',
      (u) => <StatusBadge status={u.status} looks={USER_STATUS} />,
      NOWRAP,
    ),
    column('organization', 'Organization', (u) => u.organizationName, {
      sortKey: 'organizationName',
    }),
    dateTimeColumn('createdAt', 'Created', (u) => u.createdAt, 'createdAt'),
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
