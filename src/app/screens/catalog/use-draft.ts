import { useEffect, useRef, useState } from 'react';

/**
 * A text the customer is typing that becomes a filter once typing pauses (`delay` ms), or at once
 * through `flush` (Enter, leaving the field). When the applied value changes from outside (back
 * and forward, 'Azzera filtri') the field follows it.
 */
export function useDraft(applied: string, commit: (value: string) => void, delay: number) {
  const [draft, setDraft] = useState(applied);
  const appliedRef = useRef(applied);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const typed = useRef(false);

  useEffect(() => {
    appliedRef.current = applied;
    typed.current = false;
    setDraft(applied);
  }, [applied]);

  useEffect(() => {
    // Only the customer's typing commits: a value arriving from the address bar is already applied.
    if (!typed.current || draft === appliedRef.current) return;
    const timer = setTimeout(() => {
      // Already committed by flush (Enter) in the meantime.
      if (!typed.current) return;
      typed.current = false;
      commitRef.current(draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  return {
    value: draft,
    onChange: (value: string) => {
      typed.current = true;
      setDraft(value);
    },
    /** Commits what is typed now; returns it. */
    flush: () => {
      typed.current = false;
      return draft;
    },
    set: setDraft,
  };
}
