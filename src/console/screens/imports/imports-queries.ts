import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '../../../shared/import-columns.js';
import { staffImports, type ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { saveFile } from '../../../ui/save-file.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

/** How often a running job is read back: the bar moves about once a second. */
export const POLL_MS = 1000;

const OPERATIONS = {
  users: { start: staffImports.startUsersImport, get: staffImports.getUsersImport, report: staffImports.exportUsersImportReport },
  points: { start: staffImports.startPointsImport, get: staffImports.getPointsImport, report: staffImports.exportPointsImportReport },
  catalog: { start: staffImports.startCatalogImport, get: staffImports.getCatalogImport, report: staffImports.exportCatalogImportReport },
} as const;

/** Bytes of the file sent so far (the browser's upload progress), for the bar before the job exists. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export const importQueries = {
  /** The job, read again every POLL_MS while it runs. */
  job: (alias: string, kind: ImportKind, id: number | null) =>
    queryOptions<ImportJob>({
      queryKey: [...areaKey('imports', alias), kind, id ?? 0] as const,
      queryFn: () => call(OPERATIONS[kind].get, { params: { alias, id: id! } }),
      enabled: id !== null,
      // The upload's answer is the first reading: the next one comes with the poll.
      staleTime: POLL_MS,
      refetchInterval: (query) => (query.state.data?.state === 'running' ? POLL_MS : false),
    }),
};

/**
 * Sends the file (multipart) and starts its check (`dryRun`) or import; the answer is the job,
 * cached for the poll. `onUpload` hears the bytes sent: a 50 MB zip takes a while on a slow line.
 */
export function useStartImport(alias: string, kind: ImportKind, onUpload?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      call(
        OPERATIONS[kind].start,
        { params: { alias }, body: { file, fileName: file.name, dryRun } },
        {
          multipart: true,
          onUploadProgress: (event) => onUpload?.({ loaded: event.loaded, total: event.total ?? file.size }),
        },
      ),
    onSuccess: (job) => queryClient.setQueryData(importQueries.job(alias, kind, job.id).queryKey, job),
  });
}

export const useImportJob = (alias: string, kind: ImportKind, id: number | null) => useQuery(importQueries.job(alias, kind, id));

/**
 * After a real import the tenant's customers, balances, catalogue, dashboard and audit log have changed:
 * whatever of them is cached is read again when next shown.
 */
export function useAfterImport(alias: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['customers', 'catalog', 'dashboard', 'audit'] as const).map((area) =>
        queryClient.invalidateQueries({ queryKey: areaKey(area, alias) }),
      ),
    );
}

/** Every skipped and rejected row of the job, as the server's CSV (the same file as the commands' --report). */
export function useReportDownload(alias: string, kind: ImportKind) {
  return useMutation({
    mutationFn: async (job: ImportJob) => {
      const data = await call(OPERATIONS[kind].report, { params: { alias, id: job.id } }, { responseType: 'blob' });
      saveFile(data, `esito-${job.fileName.replace(/\.(csv|zip)$/i, '')}.csv`);
    },
  });
}
