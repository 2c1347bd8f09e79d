import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApikeys, type CreateApiKeyBody, type Scope } from '../../../shared/types/generated/api/staff-apikeys.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

/** Each scope in words an operator can weigh before handing a key to a partner. */
export const SCOPE_HELP: readonly { scope: Scope; label: string; help: string }[] = [
  { scope: 'points:write', label: 'Accredito e addebito punti', help: 'Il sistema può accreditare o togliere punti ai clienti.' },
  { scope: 'customers:write', label: 'Anagrafica clienti', help: 'Il sistema può creare e aggiornare i clienti per codice utente.' },
  { scope: 'sales:write', label: 'Vendite', help: 'Il sistema può inviare righe di vendita (che diventano punti) e annullarle.' },
  { scope: 'orders:read', label: 'Lettura ordini', help: 'Il sistema può leggere gli ordini dei premi, con gli indirizzi di spedizione.' },
  { scope: 'orders:write', label: 'Stato degli ordini', help: 'Il sistema può cambiare lo stato degli ordini e indicarne la spedizione.' },
];

export const apiKeyQueries = {
  list: (alias: string) =>
    queryOptions({
      queryKey: areaKey('api-keys', alias),
      queryFn: () => call(staffApikeys.listApiKeys, { params: { alias } }),
    }),
};

export const useApiKeys = (alias: string) => useQuery(apiKeyQueries.list(alias));

/** Creates a key; the list is read again behind the answer, which alone carries the key. */
export function useCreateApiKey(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => call(staffApikeys.createApiKey, { params: { alias }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.list(alias).queryKey }),
  });
}

export function useRevokeApiKey(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(staffApikeys.revokeApiKey, { params: { alias, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.list(alias).queryKey }),
  });
}
