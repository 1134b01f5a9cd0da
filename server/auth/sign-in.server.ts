/** Checks staff credentials and opens a session. Unknown emails cost the same time as wrong passwords. */
import type { AppLoadContext } from "react-router";
import { sessionPolicy, staffCookieOptions } from "../env";
import { decoyPasswordHash, verifyPassword } from "./password";
import { createSession } from "./sessions";
import { staffCookieHeader } from "./staff-gate";
import { findStaffUserByEmail } from "./staff-users";

export const SIGN_IN_FAILED = "That email and password do not match an active staff account.";

export async function signIn(context: AppLoadContext, request: Request, email: string, password: string): Promise<{ cookie: string } | { error: string }> {
  const user = await findStaffUserByEmail(context.db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !matches || !user.isActive) return { error: SIGN_IN_FAILED };
  const policy = sessionPolicy(context.env);
  const token = await createSession(context.db, user.id, policy, {
    userAgent: request.headers.get("user-agent"),
    ip: request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
  });
  return { cookie: staffCookieHeader(token, { ...staffCookieOptions(context.env), maxAgeSeconds: Math.floor(policy.absoluteMs / 1000) }) };
}
