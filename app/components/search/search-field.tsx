/**
 * The search fields of issue 15, in one small module because every page's first load carries it: SuggestInput (a search
 * input that gains suggestions on first focus) and SiteSearch (the header's and the mobile sheet's form around it).
 */
import { Search as searchIcon } from "lucide";
import { FirstLoadIcon } from "~/components/icons/first-load-icon";
import { useRef, useState, type ComponentType, type InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { HEADER_TEXT } from "~/content/navigation";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { ComboboxInputProps, SuggestListProps } from "./suggest-contract";
type SuggestList = ComponentType<SuggestListProps>;
/** The suggestion list is part of no page's first load: it is fetched on the first focus of a search field. */
let listModule: Promise<{ default: SuggestList }> | undefined;

interface SuggestInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "type" | "value" | "onChange" | "onFocus" | keyof ComboboxInputProps
> {
  id: string;
  value: string;
  onValueChange(value: string): void;
  onChoose?(): void;
  listClassName: string;
}

/**
 * A plain search input as the server renders it (it works in a GET form without JavaScript); its first focus loads the
 * suggestion list, which makes this same element a combobox (the ARIA pattern, through downshift's useCombobox).
 */
export function SuggestInput({ id, value, onValueChange, onChoose, listClassName, ...attributes }: SuggestInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [List, setList] = useState<SuggestList | null>(null);
  const [combobox, setCombobox] = useState<ComboboxInputProps | null>(null);
  return (
    <>
      <input
        {...attributes}
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={() => {
          if (!List)
            (listModule ??= import("./suggest-list")).then(
              (module) => setList(() => module.default),
              () => undefined,
            );
        }}
        {...combobox}
      />
      {List && (
        <List
          input={input}
          inputId={id}
          value={value}
          onValueChange={onValueChange}
          onChoose={onChoose}
          publish={setCombobox}
          listClassName={listClassName}
        />
      )}
    </>
  );
}

export interface SiteSearchClasses {
  form: string;
  input: string;
  list: string;
  button: string;
}

/**
 * The site-wide search (issue 15) of the header and the mobile sheet: a GET form to /products?q=, so it works without
 * JavaScript; with it, suggestions as the buyer types (SuggestInput). Each place gives its own classes.
 */
export function SiteSearch({ id, classes }: { id: string; classes: SiteSearchClasses }) {
  const [value, setValue] = useState("");
  const text = HEADER_TEXT[useLocale()].search;
  const to = useLocalizedPath();
  return (
    <Form method="get" action={to("/products")} role="search" aria-label={text.landmarkLabel} className={classes.form}>
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <SuggestInput
        id={id}
        name="q"
        value={value}
        onValueChange={setValue}
        placeholder={text.placeholder}
        className={classes.input}
        listClassName={classes.list}
      />
      <button
        type="submit"
        aria-label={text.submit}
        className={`absolute top-0 flex h-full items-center justify-center rounded-md text-slate-700 hover:text-brand-800 ${classes.button}`}
        onClick={(event) => {
          // An empty field is opened rather than sent (without JavaScript the button opens the whole catalogue).
          const field = event.currentTarget.form?.elements.namedItem("q");
          if (!value.trim() && field instanceof HTMLInputElement) {
            event.preventDefault();
            field.focus();
          }
        }}
      >
        <FirstLoadIcon icon={searchIcon} className="h-4 w-4" />
      </button>
    </Form>
  );
}
