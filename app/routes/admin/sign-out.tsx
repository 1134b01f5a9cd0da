import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { endSession } from "~server/auth/sessions";
import { clearStaffCookieHeader, readCookie, SIGN_IN_PATH, staffCookieName } from "~server/auth/staff-gate";
import { staffCookieOptions } from "~server/env";

export async function action({ context, request }: Route.ActionArgs) {
  const cookie = staffCookieOptions(context.env);
  const token = readCookie(request.headers.get("cookie"), staffCookieName(cookie));
  if (token) await endSession(context.db, token);
  throw redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearStaffCookieHeader(cookie) } });
}

export function loader() {
  throw redirect(SIGN_IN_PATH);
}
