import type { TAdminUserRow } from '@pos/contracts/business-admin';
import { column, dateTimeColumn, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { msg } from '../../lib/i18n';
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
  namespace: 'business-admin',
  title: msg('All Users'),
  itemTitle: msg('User'),
  emptyNoun: msg('users'),
  screen: 'adminUsers',
  columns: [
    column('name', msg('Name'), (u) => u.name, { sortKey: 'name' }),
    column('email', msg('Email'), (u) => <TextOrDash value={u.email} />, { sortKey: 'email' }),
    column('role', msg('Role'), (u) => <RoleCell role={u.role} />, NOWRAP),
    column(
      'status',
      msg('Status'),
      (u) => <StatusBadge status={u.status} looks={USER_STATUS} />,
      NOWRAP,
    ),
    column('organization', msg('Organization'), (u) => u.organizationName, {
      sortKey: 'organizationName',
    }),
    dateTimeColumn('createdAt', msg('Created'), (u) => u.createdAt, 'createdAt'),
  ],
  filters: [
    { kind: 'text', param: 'email', label: msg('Email'), placeholder: msg('Filter by email') },
    {
      kind: 'text',
      param: 'organizationName',
      label: msg('Organization'),
      placeholder: msg('Filter by organization'),
    },
  ],
  searchPlaceholder: msg('Search name, username or email'),
  defaultSort: '-createdAt',
  itemName: (u) => u.name,
  hideRowActions: true,
  deletable: false,
});
