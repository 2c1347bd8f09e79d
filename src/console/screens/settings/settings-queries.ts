import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandAssetKind } from '../../../shared/brand-assets.js';
import { staffSettings, type SettingsChange } from '../../../shared/types/generated/api/staff-settings.js';
import { call } from '../../api/client.js';

export const settingsKeys = {
  all: (alias: string) => ['console', 'settings', alias] as const,
  current: (alias: string) => ['console', 'settings', alias, 'current'] as const,
  history: (alias: string) => ['console', 'settings', alias, 'history'] as const,
};

export function useSettings(alias: string) {
  return useQuery({
    queryKey: settingsKeys.current(alias),
    queryFn: () => call(staffSettings.getSettings, { params: { alias } }),
    // A form being edited must not be re-based under the staff member's hands by a refetch on focus.
    refetchOnWindowFocus: false,
  });
}

export function useSettingsHistory(alias: string) {
  return useQuery({
    queryKey: settingsKeys.history(alias),
    queryFn: () => call(staffSettings.getSettingsHistory, { params: { alias }, query: { limit: 20 } }),
  });
}

/** Saving or undoing changes the settings, their revision and their history: all are read again. */
function useRefreshSettings(alias: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.all(alias) });
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

export function useStartPreview(alias: string) {
  return useMutation({
    mutationFn: (username: string) => call(staffSettings.startPreview, { params: { alias }, body: { username } }),
  });
}

/** Stores a brand file (nothing changes for customers until the settings' save names it). */
export function useUploadBrandAsset(alias: string) {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: BrandAssetKind; file: File }) =>
      call(staffSettings.uploadBrandAsset, { params: { alias }, body: { kind, file } }, { multipart: true }),
  });
}
