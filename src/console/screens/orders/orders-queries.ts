import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffOrders,
  type BulkStatusBody,
  type StaffOrderDetail,
  type StatusBody,
} from '../../../shared/types/generated/api/staff-orders.js';
import { saveFile } from '../../../ui/save-file.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';
import { orderQueryOf, type OrderFilters } from './order-filters.js';

export const PAGE_SIZE = 50;

export const orderQueries = {
  all: (alias: string) => areaKey('orders', alias),
  list: (alias: string, filters: OrderFilters, page: number) =>
    queryOptions({
      queryKey: [...areaKey('orders', alias), 'list', filters, page] as const,
      queryFn: () => call(staffOrders.listOrders, { params: { alias }, query: { ...orderQueryOf(filters), page, limit: PAGE_SIZE } }),
      // The rows shown stay (marked busy) while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  detail: (alias: string, number: string) =>
    queryOptions({
      queryKey: [...areaKey('orders', alias), 'detail', number.toUpperCase()] as const,
      queryFn: () => call(staffOrders.getOrder, { params: { alias, order_number: number } }),
    }),
};

export const useOrderList = (alias: string, filters: OrderFilters, page: number) => useQuery(orderQueries.list(alias, filters, page));

export const useOrder = (alias: string, number: string) => useQuery(orderQueries.detail(alias, number));

/**
 * A status change answers the updated order: shown at once; the lists (status, tracking columns)
 * and the customers' pages (their orders) are read again behind it.
 */
export function useChangeStatus(alias: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusBody) => call(staffOrders.changeOrderStatus, { params: { alias, order_number: number }, body }),
    onSuccess: async (detail: StaffOrderDetail) => {
      queryClient.setQueryData(orderQueries.detail(alias, number).queryKey, detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueries.all(alias) }),
        queryClient.invalidateQueries({ queryKey: areaKey('customers', alias) }),
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
        queryClient.invalidateQueries({ queryKey: orderQueries.all(alias) }),
        queryClient.invalidateQueries({ queryKey: areaKey('customers', alias) }),
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
