/**
 * The suggestion list of a search field (issue 15), loaded on the field's first focus: up to SUGGESTION_LIMIT products
 * and categories from GET /api/search/suggest, asked SUGGEST_DEBOUNCE_MS after the last keystroke, older answers dropped
 * (AbortController). downshift's useCombobox gives the ARIA combobox pattern and its keys: ArrowDown/ArrowUp move,
 * Enter opens the highlighted suggestion, Escape closes the list (and, on a closed list, clears the field); Enter with
 * nothing highlighted submits the field's form as without JavaScript.
 */
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
} from "react";
import { useNavigate } from "react-router";
import { SUGGEST_TEXT } from "~/content/search";
import { useLocale } from "~/lib/i18n/use-locale";
import type { Locale } from "~/lib/i18n/locale";
import { SUGGEST_DEBOUNCE_MS, type Suggestion, type SuggestResponse } from "~/lib/search/search-types";
import { groupSuggestions, SuggestionCache, suggestQuery, suggestUrl } from "~/lib/search/suggest-query";
import type { SuggestListProps } from "./suggest-contract";

const types = useCombobox.stateChangeTypes;
const answers = new SuggestionCache();

/** The answer for the typed text: fetched after a pause, from this page's cache when asked before. */
function useSuggestions(typed: string, locale: Locale): { suggestions: Suggestion[]; settled: boolean } {
  const query = suggestQuery(typed);
  // Each edition has its own answers (names and addresses), so the cache keeps them apart.
  const cacheKey = `${locale}:${query}`;
  const cached = query === null ? undefined : answers.get(cacheKey);
  const [fetched, setFetched] = useState<{ query: string; suggestions: Suggestion[] } | null>(null);
  useEffect(() => {
    if (query === null || cached) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${suggestUrl(query)}&locale=${locale}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? (response.json() as Promise<SuggestResponse>) : null))
        .then((answer) => {
          if (!answer || controller.signal.aborted) return;
          answers.set(cacheKey, answer.suggestions);
          setFetched({ query, suggestions: answer.suggestions });
        })
        // Aborted (the buyer typed on) or failed: the list keeps what it shows.
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, cached, cacheKey, locale]);
  if (query === null) return { suggestions: [], settled: false };
  if (cached) return { suggestions: cached, settled: true };
  // Until the new answer comes, the previous one stays (no flicker while typing), marked as not settled.
  return { suggestions: fetched?.suggestions ?? [], settled: fetched?.query === query };
}

/** Leaving the field (Tab, a click elsewhere) neither chooses the highlighted suggestion nor changes the text. */
function stateReducer(
  state: UseComboboxState<Suggestion>,
  { type, changes }: UseComboboxStateChangeOptions<Suggestion>,
) {
  switch (type) {
    case types.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case types.InputKeyDownEnter:
    case types.ItemClick:
      // The page of the suggestion opens; the field keeps what was typed.
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}

export default function SuggestList({
  input,
  inputId,
  value,
  onValueChange,
  onChoose,
  publish,
  listClassName,
}: SuggestListProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const text = SUGGEST_TEXT[locale];
  const { suggestions, settled } = useSuggestions(value, locale);
  const { groups, items } = useMemo(() => groupSuggestions(suggestions), [suggestions]);
  const menuId = `${inputId}-suggestions`;
  const combobox = useCombobox<Suggestion>({
    items,
    inputValue: value,
    selectedItem: null,
    inputId,
    menuId,
    getItemId: (index) => `${inputId}-suggestion-${index}`,
    itemToString: (item) => item?.label ?? "",
    itemToKey: (item) => item?.href,
    stateReducer,
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== types.InputChange) onValueChange(inputValue);
    },
    onSelectedItemChange: ({ type, selectedItem }) => {
      if (!selectedItem || (type !== types.InputKeyDownEnter && type !== types.ItemClick)) return;
      onChoose?.();
      void navigate(selectedItem.href);
    },
  });
  const { isOpen, highlightedIndex, closeMenu, openMenu, setHighlightedIndex } = combobox;
  const expanded = isOpen && items.length > 0;
  const noSuggestions = isOpen && settled && items.length === 0;
  const activeDescendant = expanded && highlightedIndex >= 0 ? `${inputId}-suggestion-${highlightedIndex}` : undefined;

  const inputProps = combobox.getInputProps(
    {
      onChange: (event) => onValueChange(event.currentTarget.value),
      onKeyDown: (event) => {
        // Enter with nothing highlighted is the form's: downshift would swallow it while the list is open.
        if (event.key === "Enter" && (!expanded || highlightedIndex < 0)) {
          (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          closeMenu();
        }
      },
    },
    { suppressRefError: true },
  );
  // The field's handlers stay the same functions; each calls what this render of downshift gave.
  const latest = useRef(inputProps);
  useLayoutEffect(() => {
    latest.current = inputProps;
    // downshift's own reference to the field (focus, clicks outside): the element SuggestInput renders.
    if (typeof inputProps.ref === "function") inputProps.ref(input.current);
  });
  const handlers = useMemo(
    () => ({
      onChange: (event: ChangeEvent<HTMLInputElement>) => latest.current.onChange?.(event),
      onKeyDown: (event: ReactKeyboardEvent<HTMLInputElement>) => latest.current.onKeyDown?.(event),
      onBlur: (event: FocusEvent<HTMLInputElement>) => latest.current.onBlur?.(event),
      onClick: (event: MouseEvent<HTMLInputElement>) => latest.current.onClick?.(event),
    }),
    [],
  );
  useLayoutEffect(() => {
    publish({
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": menuId,
      "aria-activedescendant": activeDescendant,
      autoComplete: "off",
      ...handlers,
    });
  }, [publish, handlers, expanded, menuId, activeDescendant]);
  useEffect(() => () => publish(null), [publish]);
  // Text typed before this list loaded gets its suggestions at once.
  useEffect(() => {
    if (document.activeElement === input.current && suggestQuery(input.current?.value ?? "") !== null) openMenu();
  }, [input, openMenu]);
  // A shorter new answer must not leave the highlight on an option that is gone.
  useEffect(() => {
    if (highlightedIndex >= items.length) setHighlightedIndex(-1);
  }, [items.length, highlightedIndex, setHighlightedIndex]);

  return (
    <>
      <div
        {...combobox.getMenuProps({ "aria-label": text.suggestionsLabel }, { suppressRefError: true })}
        hidden={!expanded}
        aria-busy={expanded && !settled ? true : undefined}
        className={`absolute top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-start shadow-lg ${listClassName}`}
      >
        {expanded &&
          groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${menuId}-${group.kind}`}>
              <div
                id={`${menuId}-${group.kind}`}
                role="presentation"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {text.groups[group.kind]}
              </div>
              {group.entries.map(({ suggestion, index }) => (
                <div
                  key={suggestion.href}
                  {...combobox.getItemProps({ item: suggestion, index })}
                  className={`cursor-pointer px-3 py-2 text-sm ${index === highlightedIndex ? "bg-brand-50 text-brand-900" : "text-slate-900"}`}
                >
                  <span className="block font-medium" {...(suggestion.labelInEnglish && { lang: "en", dir: "ltr" })}>
                    {suggestion.label}
                  </span>
                  {suggestion.detail && <span className="block text-xs text-slate-600">{suggestion.detail}</span>}
                </div>
              ))}
            </div>
          ))}
      </div>
      <div
        role="status"
        className={
          noSuggestions
            ? `absolute top-full z-50 mt-1 rounded-md border border-slate-200 bg-white px-3 py-2 text-start text-sm text-slate-700 shadow-lg ${listClassName}`
            : "sr-only"
        }
      >
        {noSuggestions ? text.noSuggestions : expanded && settled ? text.suggestionCount(items.length) : ""}
      </div>
    </>
  );
}
