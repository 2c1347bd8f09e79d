import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRegolamento, type DraftBody } from '../../../shared/types/generated/api/staff-regolamento.js';
import { staffSettings } from '../../../shared/types/generated/api/staff-settings.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

/** The regolamento's versions in the console (schemas/api/staff-regolamento.json). */
export const regolamentoQueries = {
  all: (alias: string) => areaKey('regolamento', alias),
  versions: (alias: string) =>
    queryOptions({
      queryKey: [...areaKey('regolamento', alias), 'versions'] as const,
      queryFn: () => call(staffRegolamento.listRegolamentoVersions, { params: { alias } }),
    }),
};

export const useRegolamentoVersions = (alias: string) => useQuery(regolamentoQueries.versions(alias));

/**
 * After a change the versions are read again; a publication also changes which acceptances are
 * of the version in force, shown on every customer's page, so the customers' queries go too.
 */
function useInvalidate(alias: string, customersToo = false) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: regolamentoQueries.all(alias) });
    if (customersToo) await client.invalidateQueries({ queryKey: areaKey('customers', alias) });
  };
}

export function useCreateDraft(alias: string) {
  const invalidate = useInvalidate(alias);
  return useMutation({
    mutationFn: (body: DraftBody) => call(staffRegolamento.createRegolamentoDraft, { params: { alias }, body }),
    onSuccess: invalidate,
  });
}

export function usePublishVersion(alias: string) {
  const invalidate = useInvalidate(alias, true);
  return useMutation({
    mutationFn: (version: number) => call(staffRegolamento.publishRegolamentoVersion, { params: { alias, version } }),
    onSuccess: invalidate,
  });
}

export function useDeleteDraft(alias: string) {
  const invalidate = useInvalidate(alias);
  return useMutation({
    mutationFn: (version: number) => call(staffRegolamento.deleteRegolamentoDraft, { params: { alias, version } }),
    onSuccess: invalidate,
  });
}

/** A PDF for a draft goes through the brand upload (kind document); the draft names its `stored:` reference. */
export function useUploadPdf(alias: string) {
  return useMutation({
    mutationFn: (file: File) =>
      call(staffSettings.uploadBrandAsset, { params: { alias }, body: { kind: 'document', file } }, { multipart: true }),
  });
}
