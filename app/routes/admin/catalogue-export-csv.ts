import type { Route } from "./+types/catalogue-export-csv";
import { requireStaff } from "~server/auth/require-staff";
import { exportResponse } from "~server/catalogue/spreadsheet/export-catalogue";

/** GET /admin/catalogue/export.csv: every product, active and inactive. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return exportResponse(context.db, "csv");
}
