/**
 * The product form's specifications as rows (issue 19): per row the English label, value and unit beside the Arabic
 * ones, with add, remove and move buttons. The buttons are Conform's list intents: with JavaScript they change the list
 * in the page; without it they post the form, and the action answers it again with the change and nothing saved
 * (server/catalogue/admin/product-actions.ts). Rows become the two texts in specification-rows-schema.ts.
 */
import type { FieldMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { SPECIFICATION_UNITS } from "~/lib/catalogue/specification-units";
import { SPECIFICATION_LIST, type SpecificationEditorRow } from "~/lib/admin/specification-editor";
import type { FormResult } from "~/lib/forms/form-result";
import type { EditorFields } from "./editor-form";
import { BUTTON_SECONDARY, TextInput } from "./form-fields";

const UNITS_EN = "specification-units-en";
const UNITS_AR = "specification-units-ar";
const unitSpellings = (language: "en" | "ar") => [...new Set(SPECIFICATION_UNITS.map((unit) => unit[language]))];

const ROW_BUTTON =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-40";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the product form's schema is not typed here
type RowsField = FieldMetadata<SpecificationEditorRow[], any, string[]>;

/** The row a list change put in question (the new, moved or following row), from an intent the server answered. */
function changedRow(result: FormResult | undefined, rowCount: number): number | null {
  const intent = result?.intent;
  if (!intent || !("name" in intent.payload) || intent.payload.name !== SPECIFICATION_LIST) return null;
  switch (intent.type) {
    case "insert":
      return intent.payload.index ?? rowCount - 1;
    case "remove":
      return Math.min(intent.payload.index, rowCount - 1);
    case "reorder":
      return intent.payload.to;
    default:
      return null;
  }
}

export function SpecificationRowsEditor({ editor }: { editor: EditorFields }) {
  const { form } = editor;
  const list = editor.field(SPECIFICATION_LIST).field as unknown as RowsField;
  const rows = list.getFieldList();
  const addId = `${list.id}-add`;
  const serverFocus = changedRow(editor.lastResult, rows.length);

  // With JavaScript the list changes in place: focus then goes where the change put the row (or the next one).
  const focusRequest = useRef<{ index: number; keys: string } | null>(null);
  const keys = rows.map((row) => row.key).join(" ");
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || request.keys === keys) return;
    focusRequest.current = null;
    const row = rows[Math.min(request.index, rows.length - 1)];
    document.getElementById(row ? row.getFieldset().label.id : addId)?.focus();
  }, [keys, rows, addId]);
  const focusAfter = (index: number) => () => (focusRequest.current = { index, keys });

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4" data-testid="specification-rows">
      <legend className="px-1 text-base font-semibold text-slate-900">Specifications</legend>
      <p id={`${list.id}-hint`} className="text-sm text-slate-600">
        Each row is a line of the product page&apos;s table. Leave the label blank for a line of text. Pick the unit
        from the list where one fits, so comparisons and search engines understand the value. The Arabic is the
        translation of the English in the same row; where it is blank the Arabic site shows the English.
      </p>
      {list.errors?.[0] && (
        <p id={list.errorId} className="text-sm text-red-700" data-testid={`error-${list.name}`}>
          {list.errors[0]}
        </p>
      )}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          const number = index + 1;
          const cell = (name: keyof SpecificationEditorRow) => ({
            field: cells[name],
            autoFocus:
              editor.autoFocus(cells[name].name) ?? (name === "label" && serverFocus === index ? true : undefined),
          });
          return (
            <li key={row.key} data-testid="specification-row">
              <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-800">Row {number}</legend>
                <div className="flex flex-wrap justify-end gap-2">
                  <button
                    type="submit"
                    {...form.reorder.getButtonProps({ name: list.name, from: index, to: index - 1 })}
                    onClick={focusAfter(index - 1)}
                    disabled={index === 0}
                    aria-label={`Move row ${number} up`}
                    className={ROW_BUTTON}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                    Up
                  </button>
                  <button
                    type="submit"
                    {...form.reorder.getButtonProps({ name: list.name, from: index, to: index + 1 })}
                    onClick={focusAfter(index + 1)}
                    disabled={index === rows.length - 1}
                    aria-label={`Move row ${number} down`}
                    className={ROW_BUTTON}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                    Down
                  </button>
                  <button
                    type="submit"
                    {...form.remove.getButtonProps({ name: list.name, index })}
                    onClick={focusAfter(index)}
                    aria-label={`Remove row ${number}`}
                    className={ROW_BUTTON}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    Remove
                  </button>
                </div>
                <div className="mt-2 grid gap-4 lg:grid-cols-2">
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,2.4fr)_minmax(0,1.6fr)_minmax(0,1.4fr)]">
                    <TextInput {...cell("label")} label="Label" />
                    <TextInput {...cell("amount")} label="Value" />
                    <TextInput {...cell("unit")} label="Unit" list={UNITS_EN} />
                  </div>
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,2.4fr)_minmax(0,1.6fr)_minmax(0,1.4fr)]">
                    <TextInput {...cell("labelAr")} label="Arabic label" textLanguage="ar" />
                    <TextInput {...cell("amountAr")} label="Arabic value" textLanguage="ar" />
                    <TextInput {...cell("unitAr")} label="Arabic unit" list={UNITS_AR} textLanguage="ar" />
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="submit"
        id={addId}
        {...form.insert.getButtonProps({ name: list.name })}
        onClick={focusAfter(rows.length)}
        autoFocus={rows.length === 0 && editor.lastResult?.intent ? true : undefined}
        className={`${BUTTON_SECONDARY} inline-flex items-center gap-2`}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add row
      </button>
      <datalist id={UNITS_EN}>
        {unitSpellings("en").map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <datalist id={UNITS_AR}>
        {unitSpellings("ar").map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
    </fieldset>
  );
}
