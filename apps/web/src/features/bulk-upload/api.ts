import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';

const UPLOAD_PATH = '/products/bulk-upsert-csv';
/** The multipart field the API reads the file from. */
const FILE_FIELD = 'productFile';

/** POST the CSV file; the answer is read by `toUploadResult`. */
export function uploadProductsCsv(file: File): Promise<unknown> {
  const form = new FormData();
  form.append(FILE_FIELD, file, file.name);
  return api.post<unknown>(UPLOAD_PATH, form);
}

/** After an upload: every product list, option list and count may show its rows. */
export function useRefreshAfterUpload() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateRoots(queryClient, ['products', 'categories']), [queryClient]);
}
