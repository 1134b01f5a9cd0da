/**
 * What a search field (first load) and its suggestion list (loaded on the field's first focus) exchange. The field keeps
 * its one <input> from the server's HTML on; the list, once loaded, runs downshift's useCombobox and gives the field the
 * combobox attributes and event handlers to put on that input, so focus and typed text are never lost.
 */
import type { ChangeEventHandler, FocusEventHandler, KeyboardEventHandler, MouseEventHandler, RefObject } from "react";

export interface ComboboxInputProps {
  role: "combobox";
  "aria-autocomplete": "list";
  "aria-expanded": boolean;
  "aria-controls": string;
  "aria-activedescendant": string | undefined;
  autoComplete: "off";
  onChange: ChangeEventHandler<HTMLInputElement>;
  onKeyDown: KeyboardEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  onClick: MouseEventHandler<HTMLInputElement>;
}

export interface SuggestListProps {
  input: RefObject<HTMLInputElement | null>;
  inputId: string;
  value: string;
  onValueChange(value: string): void;
  /** Called before going to a chosen suggestion (e.g. to drop a pending search of the catalogue). */
  onChoose?(): void;
  /** Hands the field what to put on its input (null when the list goes away). */
  publish(props: ComboboxInputProps | null): void;
  /** Placement of the list under the field: under its start or its end edge, and how wide. */
  listClassName: string;
}
