import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffValidations, type Validation, type ValidationStatus } from '../../../shared/types/generated/api/staff-validations.js';
import { call } from '../../api/client.js';

export const validationKeys = {
  all: (alias: string) => ['console', 'validations', alias] as const,
  list: (alias: string, status: ValidationStatus, page: number) => ['console', 'validations', alias, 'list', status, page] as const,
  detail: (alias: string, id: number) => ['console', 'validations', alias, 'detail', id] as const,
  receipt: (alias: string, id: number) => ['console', 'validations', alias, 'receipt', id] as const,
};

export function useValidations(alias: string, status: ValidationStatus, page: number) {
  return useQuery({
    queryKey: validationKeys.list(alias, status, page),
    queryFn: () => call(staffValidations.listValidations, { params: { alias }, query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}

export function useValidation(alias: string, id: number) {
  return useQuery({
    queryKey: validationKeys.detail(alias, id),
    queryFn: () => call(staffValidations.getValidation, { params: { alias, id } }),
  });
}

/**
 * The receipt's bytes as a Blob: an <img> or a frame cannot send the bearer token, so the file
 * comes through the console's client (token, 401 refresh) and is shown from an object URL.
 * Never cached past the screen: it is personal data.
 */
export function useReceipt(alias: string, id: number) {
  return useQuery({
    queryKey: validationKeys.receipt(alias, id),
    queryFn: async () => (await call(staffValidations.getReceipt, { params: { alias, id } }, { responseType: 'blob' })) as unknown as Blob,
    gcTime: 0,
    staleTime: Infinity,
  });
}

/** A decision changes the queue and its count: the answer is the decided validation, shown at once. */
function useDecision<Vars>(alias: string, id: number, send: (vars: Vars) => Promise<Validation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (decided: Validation) => {
      queryClient.setQueryData(validationKeys.detail(alias, id), decided);
      await queryClient.invalidateQueries({ queryKey: [...validationKeys.all(alias), 'list'] });
    },
  });
}

export function useApprove(alias: string, id: number) {
  return useDecision(alias, id, () => call(staffValidations.approveValidation, { params: { alias, id } }));
}

export function useReject(alias: string, id: number) {
  return useDecision(alias, id, (reason: string) => call(staffValidations.rejectValidation, { params: { alias, id }, body: { reason } }));
}
