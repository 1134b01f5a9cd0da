/** A back-office table: a caption for screen readers, one heading per column, and the rows the caller renders. */
import type { ReactNode } from "react";

export function DataTable({
  caption,
  columns,
  testId,
  className = "",
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`w-full border-collapse text-start text-sm ${className}`.trim()} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          {columns.map((column) => (
            <th key={column} scope="col" className="p-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
