/** The history of a product or brand: who changed what and when, newest first. */
import { actionLabel, changeLines, formatAuditTime, type AuditEntryView } from "./audit-format";

export function AuditHistory({ entries }: { entries: AuditEntryView[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10" data-testid="audit-history">
      <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No recorded changes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
              data-testid="audit-entry"
            >
              <p className="text-slate-900">
                <strong>{actionLabel(entry.action)}</strong> by {entry.actorEmail ?? "the system"} on{" "}
                <time dateTime={new Date(entry.createdAt).toISOString()}>{formatAuditTime(entry.createdAt)}</time>
              </p>
              {changeLines(entry.changes).length > 0 && (
                <ul className="mt-1 space-y-0.5 text-slate-700">
                  {changeLines(entry.changes).map((line) => (
                    <li key={line.field}>
                      {/* bdi: an Arabic value keeps its own direction inside the English line. */}
                      <span className="font-medium text-slate-900">{line.field}:</span> <bdi>{line.before}</bdi> →{" "}
                      <bdi>{line.after}</bdi>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
