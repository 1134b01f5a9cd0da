import type { Route } from "./+types/catalogue-export-xlsx";
import { requireStaff } from "~server/auth/require-staff";
import { exportResponse } from "~server/catalogue/spreadsheet/export-catalogue";

/** GET /admin/catalogue/export.xlsx: every product, active and inactive. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return exportResponse(context.db, "xlsx");
}
