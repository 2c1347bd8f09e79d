import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandAssetKind } from '../../../shared/brand-assets.js';
import { staffSettings, type SettingsChange } from '../../../shared/types/generated/api/staff-settings.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';
import { settingsQuery } from '../../tenant-settings.js';

export const settingsQueries = {
  all: (alias: string) => areaKey('settings', alias),
  current: settingsQuery,
  history: (alias: string) =>
    queryOptions({
      queryKey: [...areaKey('settings', alias), 'history'] as const,
      queryFn: () => call(staffSettings.getSettingsHistory, { params: { alias }, query: { limit: 20 } }),
    }),
};

export const useSettingsHistory = (alias: string) => useQuery(settingsQueries.history(alias));

/** Saving or undoing changes the settings, their revision and their history: all are read again. */
function useRefreshSettings(alias: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsQueries.all(alias) });
}

export function useSaveSettings(alias: string) {
  const refresh = useRefreshSettings(alias);
  return useMutation({
    mutationFn: (body: { changes: SettingsChange[]; revision: string }) =>
      call(staffSettings.saveSettings, {
        params: { alias },
        body: { changes: body.changes as [SettingsChange, ...SettingsChange[]], revision: body.revision },
      }),
    onSuccess: refresh,
  });
}

export function useUndoSettings(alias: string) {
  const refresh = useRefreshSettings(alias);
  return useMutation({
    mutationFn: () => call(staffSettings.undoSettings, { params: { alias } }),
    onSuccess: refresh,
  });
}

/** Stores a brand file (nothing changes for customers until the settings' save names it). */
export function useUploadBrandAsset(alias: string) {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: BrandAssetKind; file: File }) =>
      call(staffSettings.uploadBrandAsset, { params: { alias }, body: { kind, file } }, { multipart: true }),
  });
}
