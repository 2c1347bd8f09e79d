import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffVoucherCodes } from '../../../shared/types/generated/api/staff-voucher-codes.js';
import { call } from '../../api/client.js';

export const voucherCodesKeys = {
  pool: (alias: string, voucherId: number) => ['console', 'voucher-codes', alias, voucherId] as const,
};

export function useVoucherPool(alias: string, voucherId: number) {
  return useQuery({
    queryKey: voucherCodesKeys.pool(alias, voucherId),
    queryFn: () => call(staffVoucherCodes.getVoucherCodes, { params: { alias, id: voucherId } }),
  });
}

/** Sends the CSV (multipart); the answer's counts replace the cached ones. */
export function useImportVoucherCodes(alias: string, voucherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      call(staffVoucherCodes.importVoucherCodes, { params: { alias, id: voucherId }, body: { file } }, { multipart: true }),
    onSuccess: ({ total, handedOut, left }) =>
      queryClient.setQueryData(voucherCodesKeys.pool(alias, voucherId), { total, handedOut, left }),
  });
}
