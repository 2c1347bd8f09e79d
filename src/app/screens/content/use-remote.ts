import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeError, type ApiError } from '../../api/api-error.js';

/** One call's state: loading, failed (normalised, spec §8) or answered. */
export type Remote<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

type Settled<T> = { token: string } & ({ status: 'error'; error: ApiError } | { status: 'ready'; data: T });

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` whenever `key` changes, and again on `retry`. The answer is stored with the key it
 * belongs to, so the render right after a key change (page 1 → page 2) already shows loading
 * instead of the previous page's data, and a late answer for an old key is never shown.
 * `load` is read at call time: callers may pass an inline function.
 */
export function useRemote<T>(key: string, load: () => Promise<T>): { state: Remote<T>; retry: () => void } {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const token = `${round}:${key}`;

  useEffect(() => {
    let live = true;
    loader.current().then(
      (data) => live && setSettled({ token, status: 'ready', data }),
      (error: unknown) => live && setSettled({ token, status: 'error', error: normalizeError(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  const state: Remote<T> = settled && settled.token === token ? settled : LOADING;
  return { state, retry };
}
