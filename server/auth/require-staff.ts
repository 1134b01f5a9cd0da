/** Back-office access inside loaders and actions: the staff member the Express gate resolved, or a redirect to sign-in. */
import { redirect, type AppLoadContext } from "react-router";
import type { SignedInStaff } from "./sessions";
import { SIGN_IN_PATH } from "./staff-gate";

export function requireStaff(context: AppLoadContext, request: Request): SignedInStaff {
  if (context.staff) return context.staff;
  const url = new URL(request.url);
  const next = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
}

export { safeNextPath } from "~/lib/admin/next-path";
