import type {
  TAdminOrganizationRow,
  TOrganizationDeletionBody,
  TOrganizationDeletionResponse,
  TOrganizationStatusBody,
  ZAdminOrganizationsQuery,
  ZAdminSubscriptionsQuery,
  ZAdminTransactionsQuery,
  ZAdminUsersQuery,
} from '@pos/contracts/business-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { invalidateResource } from '../../components/resource-list/resource-queries';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** The platform operators' read-only lists of every organization's data. */
export const adminOrganizationsApi = resourceApi(
  '/business-admin/organizations',
  'business-admin-organizations',
);
export const adminUsersApi = resourceApi('/business-admin/users', 'business-admin-users');
export const adminTransactionsApi = resourceApi(
  '/business-admin/subscription-transactions',
  'business-admin-transactions',
);
export const adminSubscriptionsApi = resourceApi(
  '/business-admin/subscriptions',
  'business-admin-subscriptions',
);

export type AdminOrganizationsQuery = ListQuery<typeof ZAdminOrganizationsQuery>;
export type AdminUsersQuery = ListQuery<typeof ZAdminUsersQuery>;
export type AdminTransactionsQuery = ListQuery<typeof ZAdminTransactionsQuery>;
export type AdminSubscriptionsQuery = ListQuery<typeof ZAdminSubscriptionsQuery>;

/** POST /business-admin/organizations/:id/disable or /enable, with the reason; the list reloads. */
export function useSetOrganizationStatus(action: 'disable' | 'enable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TOrganizationStatusBody }) =>
      api.post<{ data: TAdminOrganizationRow; message: string }>(
        `/business-admin/organizations/${id}/${action}`,
        body,
      ),
    onSuccess: () => invalidateResource(queryClient, adminOrganizationsApi),
  });
}

/** POST /business-admin/organizations/:id/delete: the organization and all its data go; the list reloads. */
export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TOrganizationDeletionBody }) =>
      api.post<TOrganizationDeletionResponse>(`/business-admin/organizations/${id}/delete`, body),
    onSuccess: () => invalidateResource(queryClient, adminOrganizationsApi),
  });
}
