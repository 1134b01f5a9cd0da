/**
 * The product page's specifications (issue 19): a table whose row headers are the labels, named by the section's
 * heading; with rows in more than one group, each group is a row group under its name. A line without a label spans
 * the table. English shown on an Arabic page is marked as English (decision 134). The loader built the rows
 * (app/lib/catalogue/specification-table.ts).
 */
import { SPECIFICATION_GROUP_NAMES } from "~/content/specifications";
import { fallbackMarks } from "~/lib/catalogue/localized-product";
import type { SpecificationTableGroup } from "~/lib/catalogue/specification-table";
import { useLocale } from "~/lib/i18n/use-locale";

const CELL = "px-4 py-2 align-top break-words";

/** English on an Arabic page, marked inside the cell so the cell keeps the page's alignment. */
function Text({ text, fallback }: { text: string; fallback?: true }) {
  return fallback ? <span {...fallbackMarks({ fallback })}>{text}</span> : text;
}

export function SpecificationTable({
  groups,
  labelledBy,
}: {
  groups: readonly SpecificationTableGroup[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}) {
  const names = SPECIFICATION_GROUP_NAMES[useLocale()];
  const grouped = groups.length > 1;
  return (
    <div className="mt-2 overflow-hidden rounded-lg border border-slate-200">
      <table aria-labelledby={labelledBy} className="w-full table-fixed text-sm" data-testid="specification-table">
        {groups.map((group) => (
          <tbody
            key={group.group}
            className="divide-y divide-slate-200 [&:not(:first-child)]:border-t [&:not(:first-child)]:border-slate-200"
          >
            {grouped && (
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={2}
                  className="bg-slate-50 px-4 py-2 text-start font-semibold text-slate-900"
                  data-testid="specification-group"
                >
                  {names[group.group]}
                </th>
              </tr>
            )}
            {group.rows.map((row, index) => (
              <tr key={index}>
                {row.label === null ? (
                  <td colSpan={2} className={`${CELL} text-slate-700`}>
                    <Text text={row.value} fallback={row.valueFallback} />
                  </td>
                ) : (
                  <>
                    <th scope="row" className={`${CELL} w-2/5 text-start font-medium text-slate-900`}>
                      <Text text={row.label} fallback={row.labelFallback} />
                    </th>
                    <td className={`${CELL} text-slate-700`}>
                      <Text text={row.value} fallback={row.valueFallback} />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
