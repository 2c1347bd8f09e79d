import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptRegolamento, getPendingRegolamento } from '../api/regolamento.js';
import { refreshUserRecord } from './user.js';

export const regolamentoKeys = { all: ['regolamento'] as const, pending: () => ['regolamento', 'pending'] as const };

/** The version the customer has to accept (null: nothing), for the blocking page. */
export function usePendingRegolamento() {
  return useQuery({ queryKey: regolamentoKeys.pending(), queryFn: getPendingRegolamento, staleTime: 0 });
}

/**
 * Accepts a version. Then the customer's record is read again: it no longer names a version to
 * accept, so the guards let them in. A 409 (a newer version published meanwhile) reads the page's
 * version again instead.
 */
export function useAcceptRegolamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptRegolamento,
    onSuccess: () => refreshUserRecord(client),
    onError: () => client.invalidateQueries({ queryKey: regolamentoKeys.all }),
  });
}
