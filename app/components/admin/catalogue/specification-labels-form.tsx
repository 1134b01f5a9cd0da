/**
 * /admin/specifications (issue 19): every specification label key in use, by group, with its group (a select) and its
 * order in the group (a number, or Move up/down, which save the form and move the label). One server-posted form on the
 * site's form stack; each label carries the place the page showed, so a save writes only what staff changed.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { SPECIFICATION_GROUP_NAMES } from "~/content/specifications";
import { SPECIFICATION_GROUPS } from "~/lib/catalogue/specification-groups";
import type { FormResult } from "~/lib/forms/form-result";
import type { SpecificationLabelRow } from "~/lib/admin/specification-labels-schema";
import { DataTable } from "~/components/admin/data-table";
import { BUTTON_PRIMARY, CONTROL_CLASS, FormMessage } from "./form-fields";

const GROUP_NAMES = SPECIFICATION_GROUP_NAMES.en;
/** The form controls' look, sized for a table cell rather than the full width of a form. */
const CELL_CONTROL = CONTROL_CLASS.replace("mt-1 block w-full", "block");

interface LabelFields {
  key: string;
  group: string;
  position: string;
  wasGroup: string;
  wasPosition: string;
}

/** The row's anchor, so a moved label is in view when the page comes back. */
export function labelAnchor(key: string): string {
  return `label-${key.replace(/[^\p{L}\p{N}]+/gu, "-")}`;
}

const COLUMNS = ["Label", "Arabic", "Products", "Units", "Group", "Order", "Move"] as const;
const MOVE_BUTTON =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-40";

export function SpecificationLabelsForm({
  rows,
  lastResult,
  moved,
}: {
  rows: readonly SpecificationLabelRow[];
  lastResult?: FormResult;
  /** The label a Move button just moved, and which way: that button has the focus again. */
  moved?: { key: string; direction: "up" | "down" } | null;
}) {
  const busy = useNavigation().state === "submitting";
  const { fields, formProps, message, autoFocus } = useSchemaForm<{ labels: LabelFields[] }>({
    id: "specification-labels",
    lastResult,
    defaultValue: {
      labels: rows.map((row) => ({
        key: row.key,
        group: row.group,
        position: row.position ? String(row.position) : "",
        wasGroup: row.group,
        wasPosition: String(row.position),
      })),
    },
    invalidMessage: FORM_INVALID_MESSAGE,
    check: () =>
      Promise.all([import("~/lib/forms/parse-form"), import("~/lib/admin/specification-labels-schema")]).then(
        ([{ checkWith }, { specificationLabelsFormSchema }]) => checkWith(specificationLabelsFormSchema),
      ),
  });
  const list = fields.labels.getFieldList();
  const byGroup = SPECIFICATION_GROUPS.map((group) => ({
    group,
    members: rows.flatMap((row, index) => (row.group === group ? [{ row, index }] : [])),
  })).filter(({ members }) => members.length > 0);

  return (
    <Form method="post" {...formProps} className="mt-6 space-y-8" data-testid="specification-labels-form">
      {/* Enter in an order box saves (the form's first submit button), rather than pressing the first Move button. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        Save
      </button>
      <FormMessage message={message} />
      {byGroup.map(({ group, members }) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`} className="text-lg font-semibold text-slate-900">
            {GROUP_NAMES[group]}
          </h2>
          <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <DataTable caption={`Labels filed under ${GROUP_NAMES[group]}`} columns={COLUMNS}>
              {members.map(({ row, index }, place) => {
                const cells = (list[index] as FieldMetadata<LabelFields>).getFieldset();
                const movedHere = moved?.key === row.key;
                return (
                  <tr
                    key={row.key}
                    id={labelAnchor(row.key)}
                    className="border-t border-slate-100 align-top"
                    data-testid="specification-label"
                  >
                    <td className="p-2">
                      <span className="font-medium text-slate-900">{row.label}</span>
                      {row.label.toLowerCase() !== row.key && (
                        <span className="block text-xs text-slate-600">key: {row.key}</span>
                      )}
                      <input type="hidden" name={cells.key.name} value={row.key} />
                      <input type="hidden" name={cells.wasGroup.name} value={row.group} />
                      <input type="hidden" name={cells.wasPosition.name} value={String(row.position)} />
                    </td>
                    <td className="p-2" lang="ar" dir="rtl">
                      {row.labelAr ?? ""}
                    </td>
                    <td className="p-2">{row.products}</td>
                    <td className="p-2">{row.units.join(", ")}</td>
                    <td className="p-2">
                      <select
                        {...getSelectProps(cells.group)}
                        aria-label={`Group of ${row.label}`}
                        autoFocus={autoFocus(cells.group.name)}
                        className={`${CELL_CONTROL} min-w-44`}
                      >
                        {SPECIFICATION_GROUPS.map((option) => (
                          <option key={option} value={option}>
                            {GROUP_NAMES[option]}
                          </option>
                        ))}
                      </select>
                      {cells.group.errors?.[0] && (
                        <p id={cells.group.errorId} className="mt-1 text-sm text-red-700">
                          {cells.group.errors[0]}
                        </p>
                      )}
                    </td>
                    <td className="p-2">
                      <input
                        {...getInputProps(cells.position, { type: "text" })}
                        inputMode="numeric"
                        aria-label={`Order of ${row.label}`}
                        autoFocus={autoFocus(cells.position.name)}
                        className={`${CELL_CONTROL} w-20`}
                      />
                      {cells.position.errors?.[0] && (
                        <p
                          id={cells.position.errorId}
                          className="mt-1 text-sm text-red-700"
                          data-testid={`error-${cells.position.name}`}
                        >
                          {cells.position.errors[0]}
                        </p>
                      )}
                    </td>
                    <td className="p-2">
                      <div className="flex gap-2">
                        <button
                          type="submit"
                          name="move"
                          value={`${index}:up`}
                          disabled={place === 0 || busy}
                          autoFocus={
                            movedHere && place > 0 && (moved?.direction === "up" || place === members.length - 1)
                              ? true
                              : undefined
                          }
                          aria-label={`Move ${row.label} up`}
                          className={MOVE_BUTTON}
                        >
                          <ArrowUp className="h-4 w-4" aria-hidden="true" />
                          Up
                        </button>
                        <button
                          type="submit"
                          name="move"
                          value={`${index}:down`}
                          disabled={place === members.length - 1 || busy}
                          autoFocus={
                            movedHere && place < members.length - 1 && (moved?.direction === "down" || place === 0)
                              ? true
                              : undefined
                          }
                          aria-label={`Move ${row.label} down`}
                          className={MOVE_BUTTON}
                        >
                          <ArrowDown className="h-4 w-4" aria-hidden="true" />
                          Down
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          </div>
        </section>
      ))}
      <button type="submit" disabled={busy} className={BUTTON_PRIMARY}>
        {busy ? "Saving..." : "Save groups and order"}
      </button>
    </Form>
  );
}
