import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffSales } from '../../../shared/types/generated/api/staff-sales.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

export const salesQueries = {
  all: (alias: string) => areaKey('sales', alias),
  /** One page of the tenant's batches, newest first, from the console and the partner API. */
  batches: (alias: string, page: number) =>
    queryOptions({
      queryKey: [...areaKey('sales', alias), 'batches', page] as const,
      queryFn: () => call(staffSales.listSalesBatches, { params: { alias }, query: { page } }),
      placeholderData: keepPreviousData,
    }),
};

export const useSalesBatches = (alias: string, page: number) => useQuery(salesQueries.batches(alias, page));

/**
 * Credits written or taken back change far more than the batch list: every cached balance and
 * points detail (Clienti), the dashboard's and the closing report's figures, the audit log.
 */
function useAfterSales(alias: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['sales', 'customers', 'dashboard', 'closing-report', 'audit'] as const).map((area) =>
        queryClient.invalidateQueries({ queryKey: areaKey(area, alias) }),
      ),
    );
}

/** What the file would credit, computed by the server on the database as it is; writes nothing, so it caches nothing. */
export function usePreviewSales(alias: string) {
  return useMutation({
    mutationFn: (file: File) => call(staffSales.previewSalesFile, { params: { alias }, body: { file } }, { multipart: true }),
  });
}

export function useApplySales(alias: string) {
  const afterSales = useAfterSales(alias);
  return useMutation({
    mutationFn: (file: File) => call(staffSales.applySalesFile, { params: { alias }, body: { file } }, { multipart: true }),
    onSuccess: afterSales,
  });
}

export function useUndoSales(alias: string) {
  const afterSales = useAfterSales(alias);
  return useMutation({
    mutationFn: (batchId: string) => call(staffSales.undoSalesBatch, { params: { alias, batch_id: batchId } }),
    onSuccess: afterSales,
  });
}
