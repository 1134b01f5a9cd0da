import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireStaff } from "~server/auth/require-staff";

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  throw redirect("/admin/inquiries");
}
