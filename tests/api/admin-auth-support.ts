/** Helpers for the back-office auth API tests: staff accounts, sessions and form posts against a harness server. */
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { sessionPolicy } from "~server/env";
import type { TestServer } from "./harness";

let ipCounter = 0;
/** A fresh client address per call, so tests do not share IP budgets: for servers started with TRUST_PROXY=loopback. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function staffWithSession(server: TestServer, email: string, password = "a-long-staff-password") {
  const user = await createStaffUser(server.database.db, { email, password, name: "API Staff" });
  const token = await createSession(server.database.db, user.id, sessionPolicy(server.env));
  return { user, token, password, cookie: `staff_session=${token}` };
}

export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

/** The value of a cookie set by the response (name=value before the first ';'), or undefined. */
export function cookieValue(response: Response, name: string): string | undefined {
  for (const header of setCookies(response)) {
    const [pair] = header.split(";");
    const index = pair!.indexOf("=");
    if (pair!.slice(0, index) === name) return pair!.slice(index + 1);
  }
  return undefined;
}

export async function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(server.baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function signInOverHttp(
  server: TestServer,
  fields: { email: string; password: string; next?: string },
  headers: Record<string, string> = {},
) {
  return postForm(
    server,
    "/admin/sign-in",
    { next: "/admin/inquiries", ...fields },
    { "X-Forwarded-For": freshIp(), ...headers },
  );
}
