import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireStaff } from "~/lib/admin/staff.server";

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  throw redirect("/admin/inquiries");
}
