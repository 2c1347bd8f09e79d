import { useQuery } from '@tanstack/react-query';
import { checkResetToken } from '../api/auth-forms.js';
import { STALE_TIME } from '../../ui/stale-time.js';

/** The account pages reached from a mailed link (src/app/api/auth-forms.ts). */
export const accountKeys = {
  all: ['account'] as const,
  resetLink: (token: string) => [...accountKeys.all, 'reset-link', token] as const,
};

/** Whether the mailed reset link is still usable (a 400 when used or expired); asked on every visit. */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: accountKeys.resetLink(token),
    // A query's answer cannot be undefined: 'usable' is the answer.
    queryFn: async () => {
      await checkResetToken(token);
      return true;
    },
    staleTime: STALE_TIME.live,
  });
}
