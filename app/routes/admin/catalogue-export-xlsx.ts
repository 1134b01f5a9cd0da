import type { Route } from "./+types/catalogue-export-xlsx";
import { requireStaff } from "~/lib/admin/staff.server";
import { exportResponse } from "../../../server/catalogue/spreadsheet/export-catalogue.server";

/** GET /admin/catalogue/export.xlsx: every product, active and inactive. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return exportResponse(context.db, "xlsx");
}
