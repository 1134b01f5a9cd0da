import type { Route } from "./+types/catalogue-export-csv";
import { requireStaff } from "~/lib/admin/staff.server";
import { exportResponse } from "../../../server/catalogue/spreadsheet/export-catalogue.server";

/** GET /admin/catalogue/export.csv: every product, active and inactive. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return exportResponse(context.db, "csv");
}
