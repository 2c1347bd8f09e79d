import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffVoucherCodes } from '../../../shared/types/generated/api/staff-voucher-codes.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

export const voucherCodesQueries = {
  pool: (alias: string, voucherId: number) =>
    queryOptions({
      queryKey: [...areaKey('voucher-codes', alias), voucherId] as const,
      queryFn: () => call(staffVoucherCodes.getVoucherCodes, { params: { alias, id: voucherId } }),
    }),
};

export const useVoucherPool = (alias: string, voucherId: number) => useQuery(voucherCodesQueries.pool(alias, voucherId));

/** Sends the CSV (multipart); the answer's counts replace the cached ones. */
export function useImportVoucherCodes(alias: string, voucherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      call(staffVoucherCodes.importVoucherCodes, { params: { alias, id: voucherId }, body: { file } }, { multipart: true }),
    onSuccess: ({ total, handedOut, left }) =>
      queryClient.setQueryData(voucherCodesQueries.pool(alias, voucherId).queryKey, { total, handedOut, left }),
  });
}
