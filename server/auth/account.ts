/**
 * A staff member changes their own password: the current password is checked (at most 5 wrong tries per 15 minutes, so
 * a borrowed session cannot guess it), then every session of the account ends and this browser gets a fresh one.
 */
import type { AppLoadContext } from "react-router";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import type { PasswordChangeErrors, PasswordChangeInput } from "~/lib/admin/account-schema";
import { sessionPolicy, staffCookieOptions } from "~server/env";
import { tableAttemptCounter } from "./attempt-counter";
import { verifyPassword } from "./password";
import type { SignedInStaff } from "./sessions";
import { SIGN_IN_LIMITS, waitMinutes } from "./sign-in-throttle";
import { staffCookieHeader } from "./staff-gate";
import { changePassword, findStaffUserById } from "./staff-users";

export type PasswordChangeResult =
  | { cookie: string }
  | { status: 400 | 429; errors: PasswordChangeErrors; message?: string; retryAfterSeconds?: number };

export async function changeOwnPassword(
  context: AppLoadContext,
  request: Request,
  staff: SignedInStaff,
  input: PasswordChangeInput,
): Promise<PasswordChangeResult> {
  const counter = tableAttemptCounter(context.db);
  const now = Date.now();
  const windowStart = new Date(now - (now % SIGN_IN_LIMITS.windowMs));
  const key = `signin:password-check:${staff.id}`;
  if ((await counter.count(key, windowStart)) >= SIGN_IN_LIMITS.perAccount) {
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + SIGN_IN_LIMITS.windowMs - now) / 1000);
    return {
      status: 429,
      errors: {},
      message: STAFF_AUTH_TEXT.tooManyPasswordChecks(waitMinutes(retryAfterSeconds)),
      retryAfterSeconds,
    };
  }
  const user = await findStaffUserById(context.db, staff.id);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await counter.add(key, windowStart);
    return { status: 400, errors: { currentPassword: STAFF_AUTH_TEXT.currentPasswordWrong } };
  }
  const policy = sessionPolicy(context.env);
  const token = await changePassword(context.db, staff.id, input.newPassword, {
    policy,
    meta: { userAgent: request.headers.get("user-agent"), ip: context.clientIp },
  });
  return {
    cookie: staffCookieHeader(token, {
      ...staffCookieOptions(context.env),
      maxAgeSeconds: Math.floor(policy.absoluteMs / 1000),
    }),
  };
}
