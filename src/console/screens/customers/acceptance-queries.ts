import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRegolamento } from '../../../shared/types/generated/api/staff-regolamento.js';
import { call } from '../../api/client.js';
import { customerQueries } from './customers-queries.js';

/**
 * A customer's acceptances of the regolamento (schemas/api/staff-regolamento.json), under the
 * customers' keys: a publication in the Regolamento area refreshes them with the rest.
 */
export const acceptanceQueries = {
  customer: (alias: string, username: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(alias), 'regolamento', username.toUpperCase()] as const,
      queryFn: () => call(staffRegolamento.getCustomerRegolamento, { params: { alias, username } }),
    }),
};

export const useCustomerAcceptances = (alias: string, username: string) => useQuery(acceptanceQueries.customer(alias, username));
