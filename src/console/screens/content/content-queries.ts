import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffContent,
  type CmsKey,
  type CmsRecord,
  type ContentKind,
  type ContentRecord,
} from '../../../shared/types/generated/api/staff-content.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';
import { KIND_UI, type FormValues } from './content-kinds-ui.js';

const cmsKey = (alias: string) => [...areaKey('content', alias), 'cms'] as const;

export const contentQueries = {
  all: (alias: string) => areaKey('content', alias),
  list: (alias: string, kind: ContentKind) =>
    queryOptions({
      queryKey: [...areaKey('content', alias), 'list', kind] as const,
      queryFn: () => call(staffContent.listContent, { params: { alias, kind } }),
    }),
  item: (alias: string, kind: ContentKind, id: number | null) =>
    queryOptions({
      queryKey: [...areaKey('content', alias), 'item', kind, id ?? 0] as const,
      queryFn: () => call(staffContent.getContent, { params: { alias, kind, id: id! } }),
      enabled: id !== null,
    }),
  /** The CMS sections' list and every section under it. */
  cms: (alias: string) =>
    queryOptions({ queryKey: cmsKey(alias), queryFn: () => call(staffContent.listCmsSections, { params: { alias } }) }),
  section: (alias: string, key: CmsKey) =>
    queryOptions({
      queryKey: [...cmsKey(alias), key] as const,
      queryFn: () => call(staffContent.getCmsSection, { params: { alias, key } }),
    }),
};

export const useContentList = (alias: string, kind: ContentKind) => useQuery(contentQueries.list(alias, kind));

export const useContentItem = (alias: string, kind: ContentKind, id: number | null) => useQuery(contentQueries.item(alias, kind, id));

/** Every write answers the item as stored: shown at once, the list read again behind it. */
function useItemChange<Vars>(alias: string, kind: ContentKind, send: (vars: Vars) => Promise<ContentRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (record: ContentRecord) => {
      queryClient.setQueryData(contentQueries.item(alias, kind, record.id).queryKey, record);
      await queryClient.invalidateQueries({ queryKey: contentQueries.list(alias, kind).queryKey });
    },
  });
}

/** Creates (no id) or saves from `revision`; each kind has its own operation, whose schema checks its values. */
export function useSaveContent(alias: string, kind: ContentKind) {
  const ops = KIND_UI[kind].operations;
  return useItemChange(alias, kind, ({ id, revision, values }: { id: number | null; revision: number; values: FormValues }) =>
    id === null
      ? call(ops.create, { params: { alias }, body: { values } })
      : call(ops.update, { params: { alias, id }, body: { revision, values } }),
  );
}

export function useSetActive(alias: string, kind: ContentKind, id: number) {
  return useItemChange(alias, kind, ({ active, revision }: { active: boolean; revision: number }) =>
    call(staffContent.setContentActive, { params: { alias, kind, id }, body: { active, revision } }),
  );
}

export function useDeleteContent(alias: string, kind: ContentKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => call(staffContent.deleteContent, { params: { alias, kind, id }, query: { revision } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueries.list(alias, kind).queryKey }),
  });
}

export function useUploadImage(alias: string) {
  return useMutation({
    mutationFn: (file: File) => call(staffContent.uploadContentImage, { params: { alias }, body: { file } }, { multipart: true }),
  });
}

export const useCmsSections = (alias: string) => useQuery(contentQueries.cms(alias));

export const useCmsSection = (alias: string, key: CmsKey) => useQuery(contentQueries.section(alias, key));

export function useSaveCms(alias: string, key: CmsKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, title, body_html }: { revision: number; title: string; body_html: string }) =>
      call(staffContent.updateCmsSection, { params: { alias, key }, body: { revision, values: { title, body_html } } }),
    onSuccess: async (record: CmsRecord) => {
      queryClient.setQueryData(contentQueries.section(alias, key).queryKey, record);
      await queryClient.invalidateQueries({ queryKey: contentQueries.cms(alias).queryKey });
    },
  });
}
