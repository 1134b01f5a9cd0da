/** Checks staff credentials under the sign-in limits and opens a session. Unknown emails cost the same time as wrong passwords. */
import type { AppLoadContext } from "react-router";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { sessionPolicy, staffCookieOptions } from "~server/env";
import { tableAttemptCounter } from "./attempt-counter";
import { decoyPasswordHash, verifyPassword } from "./password";
import { createSession } from "./sessions";
import { signInThrottle, waitMinutes, type AttemptSource } from "./sign-in-throttle";
import { readCookie, staffCookieHeader } from "./staff-gate";
import { findStaffUserByEmail, normaliseEmail } from "./staff-users";
import {
  issueTrustedBrowser,
  trustedBrowserCookieHeader,
  trustedBrowserCookieName,
  trustedBrowserId,
} from "./trusted-browser";

export const SIGN_IN_FAILED = STAFF_AUTH_TEXT.signInFailed;

export type SignInResult = { cookies: string[] } | { error: string; status: 401 | 429; retryAfterSeconds?: number };

export async function signIn(
  context: AppLoadContext,
  request: Request,
  emailInput: string,
  password: string,
): Promise<SignInResult> {
  const email = normaliseEmail(emailInput);
  const cookieOptions = staffCookieOptions(context.env);
  const secret = context.env.FORM_TOKEN_SECRET;
  const source: AttemptSource = {
    ip: context.clientIp,
    email,
    browserId: trustedBrowserId(
      secret,
      email,
      readCookie(request.headers.get("cookie"), trustedBrowserCookieName(cookieOptions)),
    ),
  };
  const throttle = signInThrottle(tableAttemptCounter(context.db));
  const verdict = await throttle.admit(source);
  if (!verdict.allowed) {
    const minutes = waitMinutes(verdict.retryAfterSeconds);
    const message = {
      ip: STAFF_AUTH_TEXT.tooManyFromNetwork,
      account: STAFF_AUTH_TEXT.accountLocked,
      browser: STAFF_AUTH_TEXT.tooManyFromBrowser,
    }[verdict.reason](minutes);
    return { error: message, status: 429, retryAfterSeconds: verdict.retryAfterSeconds };
  }

  const user = await findStaffUserByEmail(context.db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !matches || !user.isActive) {
    await throttle.recordFailure(source);
    return { error: SIGN_IN_FAILED, status: 401 };
  }
  const policy = sessionPolicy(context.env);
  const token = await createSession(context.db, user.id, policy, {
    userAgent: request.headers.get("user-agent"),
    ip: context.clientIp,
  });
  return {
    cookies: [
      staffCookieHeader(token, { ...cookieOptions, maxAgeSeconds: Math.floor(policy.absoluteMs / 1000) }),
      trustedBrowserCookieHeader(issueTrustedBrowser(secret, email), cookieOptions),
    ],
  };
}
