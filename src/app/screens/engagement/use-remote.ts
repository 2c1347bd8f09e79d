import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeError, type ApiError } from '../../api/api-error.js';

/** One call's state: loading, failed with the Italian message of spec §8, or answered. */
export type Remote<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

/**
 * Runs `load` when `key` changes (and on `retry`), ignoring answers that arrive after the
 * component moved on (another id, unmounted). `load` is read at call time, so callers may pass
 * an inline function; `key` says when the data must be fetched again.
 */
export function useRemote<T>(key: string, load: () => Promise<T>): { state: Remote<T>; retry: () => void; reload: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const quiet = useRef(false);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    let live = true;
    // A reload keeps the current data on screen (no skeleton flash); a retry or a new key shows loading.
    if (!quiet.current) setState({ status: 'loading' });
    quiet.current = false;
    loader.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error: normalizeError(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  const reload = useCallback(() => {
    quiet.current = true;
    setRound((n) => n + 1);
  }, []);
  return { state, retry, reload };
}
