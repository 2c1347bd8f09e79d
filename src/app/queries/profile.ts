import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../api/auth.js';
import { setUserRecord } from './user.js';

/** POST auth/me with the profile form: its answer, the updated record, replaces the cached one. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => updateProfile(values),
    onSuccess: (user) => setUserRecord(client, user),
  });
}
