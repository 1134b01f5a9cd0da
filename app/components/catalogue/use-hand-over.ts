import { useEffect, useRef, type RefObject } from "react";

interface HandOver {
  /** Each select's value as rendered, by name; a select showing another one was changed before hydration. */
  selected: Record<string, string>;
  /** The search box's text as rendered. */
  search: string;
  onSearch(value: string): void;
}

/**
 * A filter form is part of an island (decision 105): between the touch or focus that woke it and its hydration, React
 * does not listen yet, so a choice, typing or the focus itself would be lost. On hydration this replays them: the focus
 * (the search box loads its suggestions on focus), the change event of a select that shows another value than rendered,
 * and the search box's text. Rendered in the browser, the form shows its props and nothing is replayed.
 */
export function useHandOver(form: RefObject<HTMLFormElement | null>, handOver: HandOver) {
  const latest = useRef(handOver);
  latest.current = handOver;
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const { selected, search, onSearch } = latest.current;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && element.contains(focused))
      focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    for (const field of Array.from(element.elements)) {
      if (field instanceof HTMLSelectElement && field.name in selected && field.value !== selected[field.name]) {
        // One navigation: the first changed select (a person changes one at a time).
        field.dispatchEvent(new Event("change", { bubbles: true }));
        break;
      }
      if (field instanceof HTMLInputElement && field.type === "search" && field.value !== search) onSearch(field.value);
    }
  }, [form]);
}
