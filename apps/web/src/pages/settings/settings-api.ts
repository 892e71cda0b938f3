import type { TOrganization, TOrganizationBody } from '@pos/contracts/organization';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { api } from '../../api/client';

type Saved<T> = { data: T; message?: string };

export const getOrganization = (signal?: AbortSignal) =>
  api.get<{ data: TOrganization }>('/organization', undefined, { signal });

export const putOrganization = (id: string, body: TOrganizationBody) =>
  api.put<Saved<TOrganization>>(`/organization/${encodeURIComponent(id)}`, body);

/** Same answer shape as the register's query of the same key, so they can share the cache. */
export const getGeneralSettings = (signal?: AbortSignal) =>
  api.get<{ data: TGeneralSettings }>('/settings/general', undefined, { signal });

export const putGeneralSettings = (body: TGeneralSettings) =>
  api.put<Saved<TGeneralSettings>>('/settings/general', body);
