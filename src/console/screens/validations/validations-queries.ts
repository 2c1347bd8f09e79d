import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffValidations, type Validation, type ValidationStatus } from '../../../shared/types/generated/api/staff-validations.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

const listsKey = (alias: string) => [...areaKey('validations', alias), 'list'] as const;

export const validationQueries = {
  all: (alias: string) => areaKey('validations', alias),
  /** Every page of every queue (a decision moves a validation between them). */
  lists: listsKey,
  list: (alias: string, status: ValidationStatus, page: number) =>
    queryOptions({
      queryKey: [...listsKey(alias), status, page] as const,
      queryFn: () => call(staffValidations.listValidations, { params: { alias }, query: { status, page } }),
      placeholderData: keepPreviousData,
    }),
  detail: (alias: string, id: number) =>
    queryOptions({
      queryKey: [...areaKey('validations', alias), 'detail', id] as const,
      queryFn: () => call(staffValidations.getValidation, { params: { alias, id } }),
    }),
  /**
   * The receipt's bytes as a Blob: an <img> or a frame cannot send the bearer token, so the file
   * comes through the console's client (token, 401 refresh) and is shown from an object URL.
   * Never cached past the screen: it is personal data.
   */
  receipt: (alias: string, id: number) =>
    queryOptions({
      queryKey: [...areaKey('validations', alias), 'receipt', id] as const,
      queryFn: async () =>
        (await call(staffValidations.getReceipt, { params: { alias, id } }, { responseType: 'blob' })) as unknown as Blob,
      gcTime: 0,
      staleTime: Infinity,
    }),
};

export const useValidations = (alias: string, status: ValidationStatus, page: number) =>
  useQuery(validationQueries.list(alias, status, page));

export const useValidation = (alias: string, id: number) => useQuery(validationQueries.detail(alias, id));

export const useReceipt = (alias: string, id: number) => useQuery(validationQueries.receipt(alias, id));

/** A decision changes the queue and its count: the answer is the decided validation, shown at once. */
function useDecision<Vars>(alias: string, id: number, send: (vars: Vars) => Promise<Validation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (decided: Validation) => {
      queryClient.setQueryData(validationQueries.detail(alias, id).queryKey, decided);
      await queryClient.invalidateQueries({ queryKey: validationQueries.lists(alias) });
    },
  });
}

export function useApprove(alias: string, id: number) {
  return useDecision(alias, id, () => call(staffValidations.approveValidation, { params: { alias, id } }));
}

export function useReject(alias: string, id: number) {
  return useDecision(alias, id, (reason: string) => call(staffValidations.rejectValidation, { params: { alias, id }, body: { reason } }));
}
