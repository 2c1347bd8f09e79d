import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCustomers, type CustomerDetail, type StateBody } from '../../../shared/types/generated/api/staff-customers.js';
import { saveFile } from '../../../ui/save-file.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

export const customerQueries = {
  all: (alias: string) => areaKey('customers', alias),
  search: (alias: string, q: string, page: number) =>
    queryOptions({
      queryKey: [...areaKey('customers', alias), 'search', q, page] as const,
      queryFn: () => call(staffCustomers.searchCustomers, { params: { alias }, query: { q: q || undefined, page } }),
      // The rows of the page before stay on screen (marked busy) while the next one loads.
      placeholderData: keepPreviousData,
    }),
  detail: (alias: string, username: string) =>
    queryOptions({
      queryKey: [...areaKey('customers', alias), 'detail', username.toUpperCase()] as const,
      queryFn: () => call(staffCustomers.getCustomer, { params: { alias, username } }),
    }),
};

export const useCustomerSearch = (alias: string, q: string, page: number) => useQuery(customerQueries.search(alias, q, page));

export const useCustomer = (alias: string, username: string) => useQuery(customerQueries.detail(alias, username));

/**
 * Every change to a customer refreshes the tenant's customer queries: the detail (balance,
 * ledger, state) and the lists, whose balance and state columns show the same figures.
 */
function useInvalidateCustomers(alias: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerQueries.all(alias) });
}

export function useAdjustPoints(alias: string, username: string) {
  const invalidate = useInvalidateCustomers(alias);
  return useMutation({
    mutationFn: (body: { delta: number; reason: string }) => call(staffCustomers.adjustPoints, { params: { alias, username }, body }),
    onSuccess: invalidate,
  });
}

export function useSetCustomerState(alias: string, username: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCustomers(alias);
  return useMutation({
    mutationFn: (body: StateBody) => call(staffCustomers.setCustomerState, { params: { alias, username }, body }),
    onSuccess: async (detail: CustomerDetail) => {
      // The answer is the updated customer: shown at once, lists refreshed behind it.
      queryClient.setQueryData(customerQueries.detail(alias, username).queryKey, detail);
      await invalidate();
    },
  });
}

export function useResendActivation(alias: string, username: string) {
  return useMutation({
    mutationFn: () => call(staffCustomers.resendActivation, { params: { alias, username } }),
  });
}

export function useRevokeSessions(alias: string, username: string) {
  const invalidate = useInvalidateCustomers(alias);
  return useMutation({
    mutationFn: () => call(staffCustomers.revokeSessions, { params: { alias, username } }),
    onSuccess: invalidate,
  });
}

/** Downloads every customer of the tenant as CSV (with its extra signup fields), through the client: a link cannot carry the token. */
export function useCustomersExport(alias: string) {
  return useMutation({
    mutationFn: async () => {
      const data = await call(staffCustomers.exportCustomers, { params: { alias } }, { responseType: 'blob' });
      saveFile(data, `clienti-${alias}-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
