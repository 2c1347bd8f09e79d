import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffOrders,
  type BulkStatusBody,
  type StaffOrderDetail,
  type StatusBody,
} from '../../../shared/types/generated/api/staff-orders.js';
import { saveFile } from '../../../ui/save-file.js';
import { call } from '../../api/client.js';
import { orderQueryOf, type OrderFilters } from './order-filters.js';

export const PAGE_SIZE = 50;

export const orderKeys = {
  all: (alias: string) => ['console', 'orders', alias] as const,
  list: (alias: string, filters: OrderFilters, page: number) => ['console', 'orders', alias, 'list', filters, page] as const,
  detail: (alias: string, number: string) => ['console', 'orders', alias, 'detail', number.toUpperCase()] as const,
};

export function useOrderList(alias: string, filters: OrderFilters, page: number) {
  return useQuery({
    queryKey: orderKeys.list(alias, filters, page),
    queryFn: () => call(staffOrders.listOrders, { params: { alias }, query: { ...orderQueryOf(filters), page, limit: PAGE_SIZE } }),
    // The rows shown stay (marked busy) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(alias: string, number: string) {
  return useQuery({
    queryKey: orderKeys.detail(alias, number),
    queryFn: () => call(staffOrders.getOrder, { params: { alias, order_number: number } }),
  });
}

/**
 * A status change answers the updated order: shown at once; the lists (status, tracking columns)
 * and the customers' pages (their orders) are read again behind it.
 */
export function useChangeStatus(alias: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusBody) => call(staffOrders.changeOrderStatus, { params: { alias, order_number: number }, body }),
    onSuccess: async (detail: StaffOrderDetail) => {
      queryClient.setQueryData(orderKeys.detail(alias, number), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all(alias) }),
        queryClient.invalidateQueries({ queryKey: ['console', 'customers', alias] }),
      ]);
    },
  });
}

export function useBulkStatus(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkStatusBody) => call(staffOrders.changeOrdersStatus, { params: { alias }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all(alias) }),
        queryClient.invalidateQueries({ queryKey: ['console', 'customers', alias] }),
      ]),
  });
}

/**
 * Downloads the fulfilment CSV of the current filters (the file npm run orders:export writes),
 * through the console's client: a plain link cannot carry the bearer token.
 */
export function useOrdersExport(alias: string) {
  return useMutation({
    mutationFn: async (filters: OrderFilters) => {
      const data = await call(staffOrders.exportOrders, { params: { alias }, query: orderQueryOf(filters) }, { responseType: 'blob' });
      saveFile(data, `ordini-${alias}-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
