/** A new row's history entry lists the fields that were filled in ("Description: (empty) → (empty)" says nothing). */
import type { FieldChanges } from "~server/audit/audit-log";

export function filledFields(values: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    changes[field] = [null, value];
  }
  return changes;
}
