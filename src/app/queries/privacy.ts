import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDataExport, getPrivacy, requestDataExport, requestErasure, setConsent, type PrivacyOverview } from '../api/privacy.js';
import { saveFile } from '../../ui/save-file.js';

export const privacyKeys = { overview: () => ['privacy', 'overview'] as const };

/** While an export is being prepared, look again every few seconds: the job ends on its own. */
const PREPARING_POLL_MS = 4000;

export function usePrivacy() {
  return useQuery({
    queryKey: privacyKeys.overview(),
    queryFn: getPrivacy,
    refetchInterval: (query) => (query.state.data?.exports[0]?.state === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

export function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, given }: { purpose: string; given: boolean }) => setConsent(purpose, given),
    onSuccess: (overview: PrivacyOverview) => client.setQueryData(privacyKeys.overview(), overview),
  });
}

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.overview() }),
  });
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: async (id: string) => saveFile(await getDataExport(id), `i-miei-dati-${id.slice(0, 8)}.zip`, 'application/zip'),
  });
}

export function useRequestErasure() {
  return useMutation({ mutationFn: requestErasure });
}
