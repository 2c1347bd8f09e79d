import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimVoucherCode,
  getAdvantage,
  getAdvantages,
  getCmsSection,
  getContactRequests,
  getFormWin,
  getPartners,
  getVoucher,
  getVouchers,
  sendFormWin,
  type CmsKey,
  type FormWinPayload,
} from '../api/engagement.js';
import { usePagedQuery } from '../../ui/paged-query.js';
import { STALE_TIME } from '../../ui/stale-time.js';
import { refreshUserRecord } from './user.js';

/** The engagement area: advantages, vouchers, partners, the screens' CMS intros, the customer's contact requests, prize validation. */
export const engagementKeys = {
  all: ['engagement'] as const,
  advantages: () => [...engagementKeys.all, 'advantages'] as const,
  /** A visitor and a customer get different answers for a private advantage (401 / the text). */
  advantage: (id: string, signedIn: boolean) => [...engagementKeys.all, 'advantage', id, signedIn] as const,
  vouchers: () => [...engagementKeys.all, 'vouchers'] as const,
  voucher: (id: string) => [...engagementKeys.all, 'voucher', id] as const,
  partners: () => [...engagementKeys.all, 'partners'] as const,
  cmsIntro: (section: string) => [...engagementKeys.all, 'cms', section] as const,
  formWin: () => [...engagementKeys.all, 'form-win'] as const,
  contactRequests: () => [...engagementKeys.all, 'contact-requests'] as const,
  contactRequestsPage: (page: number) => [...engagementKeys.contactRequests(), page] as const,
};

export function useAdvantages() {
  return useQuery({ queryKey: engagementKeys.advantages(), queryFn: getAdvantages, staleTime: STALE_TIME.content });
}

/** One advantage; `null` (an id that cannot exist) asks nothing. */
export function useAdvantage(id: string | null, signedIn: boolean) {
  const queryFn = id === null ? skipToken : () => getAdvantage(id);
  return useQuery({ queryKey: engagementKeys.advantage(id ?? '', signedIn), queryFn, staleTime: STALE_TIME.content });
}

export function useVouchers() {
  return useQuery({ queryKey: engagementKeys.vouchers(), queryFn: getVouchers, staleTime: STALE_TIME.content });
}

/** One voucher with the customer's code; `null` (an id that cannot exist) asks nothing. */
export function useVoucher(id: string | null) {
  const queryFn = id === null ? skipToken : () => getVoucher(id);
  return useQuery({ queryKey: engagementKeys.voucher(id ?? ''), queryFn, staleTime: STALE_TIME.content });
}

/** Asks for a code of the voucher's pool; the answer (the voucher with the code) replaces the cached one. */
export function useClaimVoucherCode(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimVoucherCode(id),
    onSuccess: (voucher) => {
      queryClient.setQueryData(engagementKeys.voucher(id), voucher);
      void queryClient.invalidateQueries({ queryKey: engagementKeys.vouchers() });
    },
  });
}

export function usePartners() {
  return useQuery({ queryKey: engagementKeys.partners(), queryFn: getPartners, staleTime: STALE_TIME.content });
}

/** The tenant's intro text of a screen (empty while the tenant has not written it: the screen goes on without it). */
export function useCmsIntro(section: CmsKey) {
  return useQuery({ queryKey: engagementKeys.cmsIntro(section), queryFn: () => getCmsSection(section), staleTime: STALE_TIME.content });
}

/** A page of the customer's contact requests with the staff's replies (a reply may come any time: read live). */
export const useContactRequests = (page: number) =>
  usePagedQuery(engagementKeys.contactRequestsPage(page), () => getContactRequests(page), STALE_TIME.live);

/** After a request is sent: every page of the list is read again (the new one goes first). */
export function useContactRequestsRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: engagementKeys.contactRequests() });
}

/** Whether a prize awaits validation, and the receipts sent. */
export function useFormWin() {
  return useQuery({ queryKey: engagementKeys.formWin(), queryFn: getFormWin, staleTime: STALE_TIME.live });
}

/**
 * Sends a receipt (multipart). The screen's state and the user record (its `prize_to_validate`,
 * which opens the 'premio da convalidare' modal) are read again.
 */
export function useSendFormWin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: FormWinPayload) => sendFormWin(payload),
    onSuccess: () => {
      void refreshUserRecord(client);
      void client.invalidateQueries({ queryKey: engagementKeys.formWin() });
    },
  });
}
