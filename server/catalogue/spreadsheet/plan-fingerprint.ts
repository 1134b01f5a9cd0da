/** A short digest of what a plan would write, so the confirm step can tell that the catalogue changed since the preview. */
import { createHash } from "node:crypto";
import type { ImportPlan } from "./planner";

export function planFingerprint(plan: ImportPlan): string {
  return createHash("sha256")
    .update(JSON.stringify([plan.rows, plan.newBrands]))
    .digest("base64url")
    .slice(0, 32);
}
