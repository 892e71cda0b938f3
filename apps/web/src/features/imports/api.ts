import type {
  TImportJob,
  TImportKind,
  TImportMapping,
  TImportPreview,
  TImportSource,
} from '@pos/contracts/imports';
import { queryOptions } from '@tanstack/react-query';
import { api, requestFile } from '../../api/client';
import { saveBlob } from '../../lib/save-file';

/** What the form sends with the file (POST /imports and /imports/preview). */
export interface ImportAsk {
  source: TImportSource;
  kind: TImportKind;
  file: File;
  dryRun?: boolean;
  mapping?: TImportMapping;
}

function formOf(ask: ImportAsk) {
  const form = new FormData();
  // The text fields first, the file last: the API reads them as they come.
  form.append('source', ask.source);
  form.append('kind', ask.kind);
  if (ask.dryRun) form.append('dryRun', 'true');
  if (ask.mapping && Object.keys(ask.mapping).length) {
    form.append('mapping', JSON.stringify(ask.mapping));
  }
  form.append('file', ask.file, ask.file.name);
  return form;
}

export const previewImport = (ask: ImportAsk) =>
  api.post<{ data: TImportPreview }>('/imports/preview', formOf(ask)).then((r) => r.data);

export const startImport = (ask: ImportAsk) =>
  api.post<{ data: TImportJob; message: string }>('/imports', formOf(ask)).then((r) => r.data);

const running = (job: TImportJob | undefined) =>
  !job || job.status === 'queued' || job.status === 'running';

/** The job's progress, asked again every second while it runs. */
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['imports', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<{ data: TImportJob }>(`/imports/${encodeURIComponent(id)}`, undefined, { signal }),
    select: (r) => r.data,
    refetchInterval: (query) => (running(query.state.data?.data) ? 1000 : false),
  });

export async function downloadImportErrors(job: TImportJob) {
  const { blob } = await requestFile(`/imports/${encodeURIComponent(job._id)}/errors.csv`);
  saveBlob(blob, `import-${job.source}-${job.kind}-errors.csv`);
}
