/**
 * /admin/specifications and /api/admin/specification-labels (issue 19): every specification label key the catalogue's
 * rows use, with its commonest English and Arabic spelling, how many products carry it and its units, filed under a
 * group with an order (specification_labels, upserted by key). A save writes only the labels whose place changed, in
 * one transaction with its audit row, refuses a label whose stored place moved on since the writer saw it, then
 * forgets the public summaries so product pages and comparison group by the new places at once.
 */
import { createHash } from "node:crypto";
import { asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { productSpecifications, specificationLabels } from "~server/db/schema";
import { recordAudit, type FieldChanges } from "~server/audit/audit-log";
import type { SignedInStaff } from "~server/auth/sessions";
import { forgetSummaries } from "~server/catalogue/summary-cache";
import { labelPlace, sortByPlace } from "~/lib/catalogue/specification-groups";
import { unitByCode } from "~/lib/catalogue/specification-units";
import { changedLabels, type LabelChange, type SpecificationLabelRow } from "~/lib/admin/specification-labels-schema";
import { STALE_MESSAGE, type WriteResult } from "./write-result";

type Actor = Pick<SignedInStaff, "id" | "email">;

/** The audit trail's entity for the label list as a whole: one audit row per save names each label it moved. */
export const SPECIFICATION_LABELS_AUDIT_ID = "5bec1a6e-0019-4000-8000-000000000000";

export async function listSpecificationLabels(db: Pick<Db, "select">): Promise<SpecificationLabelRow[]> {
  const spec = productSpecifications;
  const products = sql<number>`count(distinct ${spec.productId})::int`;
  const unit = sql`coalesce(${spec.unitCode}, ${spec.unit})`;
  const found = await db
    .select({
      key: sql<string>`${spec.key}`,
      // mode(): the commonest spelling (the first in sort order among equally common ones).
      label: sql<string | null>`mode() within group (order by ${spec.label}) filter (where ${spec.label} is not null)`,
      labelAr: sql<
        string | null
      >`mode() within group (order by ${spec.labelAr}) filter (where ${spec.labelAr} is not null)`,
      products,
      units: sql<string[] | null>`array_agg(distinct ${unit}) filter (where ${unit} is not null)`,
      groupId: specificationLabels.groupId,
      position: specificationLabels.position,
    })
    .from(spec)
    .leftJoin(specificationLabels, eq(specificationLabels.key, spec.key))
    .where(isNotNull(spec.key))
    .groupBy(spec.key, specificationLabels.groupId, specificationLabels.position)
    .orderBy(desc(products), asc(spec.key));
  const rows = found.map((row): SpecificationLabelRow => {
    const stored = row.groupId === null ? null : { groupId: row.groupId, position: row.position ?? 0 };
    const place = labelPlace(row.key, stored);
    return {
      key: row.key,
      label: row.label ?? row.labelAr ?? row.key,
      labelAr: row.labelAr,
      products: row.products,
      units: (row.units ?? []).map((written) => unitByCode(written)?.en ?? written).sort(),
      group: place.group,
      position: place.position,
      filed: stored !== null,
    };
  });
  return sortByPlace(rows, (row) => row.key, new Map(rows.map((row) => [row.key, row])));
}

/** A short fingerprint of the listed labels and their places: the page's form starts afresh when it changes. */
export function labelsVersion(rows: readonly SpecificationLabelRow[]): string {
  const places = rows.map((row) => `${row.key}\u0000${row.group}\u0000${row.position}`).join("\u0001");
  return createHash("sha1").update(places).digest("base64url");
}

/** Files the labels whose place changed; refuses all of them when one's stored place is not the one its writer saw. */
export async function saveSpecificationLabels(
  db: Db,
  actor: Actor,
  labels: readonly LabelChange[],
): Promise<WriteResult<{ saved: string[] }>> {
  const wanted = [...new Map(changedLabels(labels).map((label) => [label.key, label])).values()];
  if (wanted.length === 0) return { ok: true, value: { saved: [] } };
  const result = await db.transaction(async (tx): Promise<WriteResult<{ saved: string[] }>> => {
    // One writer at a time, so the check below and the write are one step.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-admin:specification-labels'))`);
    const keys = wanted.map((label) => label.key);
    const stored = await tx.select().from(specificationLabels).where(inArray(specificationLabels.key, keys));
    const storedByKey = new Map(stored.map((row) => [row.key, row]));
    const changes: FieldChanges = {};
    const moved: LabelChange[] = [];
    const overtaken: string[] = [];
    for (const label of wanted) {
      const now = labelPlace(label.key, storedByKey.get(label.key));
      if (label.was && (label.was.group !== now.group || label.was.position !== now.position)) {
        overtaken.push(label.key);
        continue;
      }
      if (now.group === label.group && now.position === label.position) continue;
      if (now.group !== label.group) changes[`${label.key}: group`] = [now.group, label.group];
      if (now.position !== label.position) changes[`${label.key}: order`] = [now.position, label.position];
      moved.push(label);
    }
    if (overtaken.length > 0)
      return {
        ok: false,
        status: 409,
        message: `${STALE_MESSAGE} (${overtaken.map((key) => `“${key}”`).join(", ")})`,
      };
    if (moved.length === 0) return { ok: true, value: { saved: [] } };
    const updatedAt = new Date();
    await tx
      .insert(specificationLabels)
      .values(moved.map((label) => ({ key: label.key, groupId: label.group, position: label.position, updatedAt })))
      .onConflictDoUpdate({
        target: specificationLabels.key,
        set: { groupId: sql`excluded.group_id`, position: sql`excluded.position`, updatedAt },
      });
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, {
        entityType: "specification-label",
        entityId: SPECIFICATION_LABELS_AUDIT_ID,
        action: "update",
        actor,
        changes,
      });
    return { ok: true, value: { saved: moved.map((label) => label.key) } };
  });
  if (result.ok && result.value.saved.length > 0) forgetSummaries(db);
  return result;
}
