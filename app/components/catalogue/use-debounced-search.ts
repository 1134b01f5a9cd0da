import { useEffect, useRef, useState } from "react";

const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box that follows the URL (history moves, chip removals) and commits what was typed after a pause, so typing
 * does not send a request per keystroke. `flush` commits at once (the form's submit).
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void) {
  const [search, setSearch] = useState(committed);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(committed);
  // Follow the URL when it changes by itself (back, forward, a chip), not when it echoes what this box sent: the visitor
  // may have typed on meanwhile.
  useEffect(() => {
    if (committed !== sent.current) setSearch(committed);
    sent.current = committed;
  }, [committed]);
  useEffect(() => () => clearTimeout(typing.current), []);
  return {
    search,
    onChange: (value: string) => {
      setSearch(value);
      clearTimeout(typing.current);
      typing.current = setTimeout(() => {
        sent.current = value.trim();
        commit(sent.current);
      }, SEARCH_DEBOUNCE_MS);
    },
    /** Drops the pending commit (the visitor chose a suggestion and leaves the page). */
    cancel: () => clearTimeout(typing.current),
    flush: () => {
      clearTimeout(typing.current);
      sent.current = search.trim();
      commit(sent.current);
    },
  };
}
