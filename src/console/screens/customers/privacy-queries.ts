import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffPrivacy } from '../../../shared/types/generated/api/staff-privacy.js';
import { saveFile } from '../../../ui/save-file.js';
import { call } from '../../api/client.js';
import { customerQueries } from './customers-queries.js';

/** A customer's data rights in the console (schemas/api/staff-privacy.json). */
export const privacyQueries = {
  customer: (alias: string, username: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(alias), 'privacy', username.toUpperCase()] as const,
      queryFn: () => call(staffPrivacy.getCustomerPrivacy, { params: { alias, username } }),
      // An export being prepared ends on its own: look again until it is ready.
      refetchInterval: (query) => (query.state.data?.exports[0]?.state === 'preparing' ? 4000 : false),
    }),
};

export const useCustomerPrivacy = (alias: string, username: string) => useQuery(privacyQueries.customer(alias, username));

export function usePrepareExport(alias: string, username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(staffPrivacy.prepareCustomerExport, { params: { alias, username } }),
    onSuccess: () => client.invalidateQueries({ queryKey: privacyQueries.customer(alias, username).queryKey }),
  });
}

export function useDownloadExport(alias: string, username: string) {
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await call(staffPrivacy.downloadCustomerExport, { params: { alias, username, id } }, { responseType: 'blob' });
      saveFile(data, `dati-${username}-${id.slice(0, 8)}.zip`, 'application/zip');
    },
  });
}

export function useConsentHistoryCsv(alias: string, username: string) {
  return useMutation({
    mutationFn: async () => {
      const data = await call(staffPrivacy.consentHistoryCsv, { params: { alias, username } }, { responseType: 'blob' });
      saveFile(data, `consensi-${username}.csv`);
    },
  });
}

export function useEraseCustomer(alias: string, username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(staffPrivacy.eraseCustomerData, { params: { alias, username }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerQueries.all(alias) }),
  });
}
