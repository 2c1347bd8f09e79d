import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffContent,
  type CmsKey,
  type CmsRecord,
  type ContentKind,
  type ContentRecord,
} from '../../../shared/types/generated/api/staff-content.js';
import { call } from '../../api/client.js';
import { KIND_UI, type FormValues } from './content-kinds-ui.js';

export const contentKeys = {
  all: (alias: string) => ['console', 'content', alias] as const,
  list: (alias: string, kind: ContentKind) => ['console', 'content', alias, 'list', kind] as const,
  item: (alias: string, kind: ContentKind, id: number) => ['console', 'content', alias, 'item', kind, id] as const,
  cms: (alias: string) => ['console', 'content', alias, 'cms'] as const,
  section: (alias: string, key: CmsKey) => ['console', 'content', alias, 'cms', key] as const,
};

export function useContentList(alias: string, kind: ContentKind) {
  return useQuery({ queryKey: contentKeys.list(alias, kind), queryFn: () => call(staffContent.listContent, { params: { alias, kind } }) });
}

export function useContentItem(alias: string, kind: ContentKind, id: number | null) {
  return useQuery({
    queryKey: contentKeys.item(alias, kind, id ?? 0),
    queryFn: () => call(staffContent.getContent, { params: { alias, kind, id: id! } }),
    enabled: id !== null,
  });
}

/** Every write answers the item as stored: shown at once, the list read again behind it. */
function useItemChange<Vars>(alias: string, kind: ContentKind, send: (vars: Vars) => Promise<ContentRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (record: ContentRecord) => {
      queryClient.setQueryData(contentKeys.item(alias, kind, record.id), record);
      await queryClient.invalidateQueries({ queryKey: contentKeys.list(alias, kind) });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.list(alias, kind) }),
  });
}

export function useUploadImage(alias: string) {
  return useMutation({
    mutationFn: (file: File) => call(staffContent.uploadContentImage, { params: { alias }, body: { file } }, { multipart: true }),
  });
}

export function useCmsSections(alias: string) {
  return useQuery({ queryKey: contentKeys.cms(alias), queryFn: () => call(staffContent.listCmsSections, { params: { alias } }) });
}

export function useCmsSection(alias: string, key: CmsKey) {
  return useQuery({
    queryKey: contentKeys.section(alias, key),
    queryFn: () => call(staffContent.getCmsSection, { params: { alias, key } }),
  });
}

export function useSaveCms(alias: string, key: CmsKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, title, body_html }: { revision: number; title: string; body_html: string }) =>
      call(staffContent.updateCmsSection, { params: { alias, key }, body: { revision, values: { title, body_html } } }),
    onSuccess: async (record: CmsRecord) => {
      queryClient.setQueryData(contentKeys.section(alias, key), record);
      await queryClient.invalidateQueries({ queryKey: contentKeys.cms(alias) });
    },
  });
}
