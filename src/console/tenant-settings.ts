import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { staffSettings } from '../shared/types/generated/api/staff-settings.js';
import { call } from './api/client.js';
import { areaKey } from './query-keys.js';

/**
 * The tenant's settings as saved, and the customer preview built on them: read by the settings
 * area (its forms) and by the content area (its preview frame). Screens do not import each other,
 * so the one query of the settings lives here, under the settings area's key, and both share its cache.
 */
export const settingsQuery = (alias: string) =>
  queryOptions({
    queryKey: [...areaKey('settings', alias), 'current'] as const,
    queryFn: () => call(staffSettings.getSettings, { params: { alias } }),
    // A form being edited must not be re-based under the staff member's hands by a refetch on focus.
    refetchOnWindowFocus: false,
  });

export const useSettings = (alias: string) => useQuery(settingsQuery(alias));

/** A read-only preview token of the customer named, for the portal framed in the console. */
export function useStartPreview(alias: string) {
  return useMutation({
    mutationFn: (username: string) => call(staffSettings.startPreview, { params: { alias }, body: { username } }),
  });
}
