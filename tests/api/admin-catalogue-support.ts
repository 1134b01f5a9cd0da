/** A signed-in staff member for back-office API tests, and a client that sends the session cookie and a same-origin Origin. */
import { randomUUID } from "node:crypto";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { sessionPolicy } from "~server/env";
import type { TestServer } from "./harness";

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export type AdminClient = (method: string, pathname: string, body?: unknown) => Promise<Answer>;

export async function signedInAdmin(server: TestServer): Promise<{ client: AdminClient; email: string; id: string }> {
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const user = await createStaffUser(server.database.db, { email, password: "correct horse battery staple" });
  const token = await createSession(server.database.db, user.id, sessionPolicy(server.env));
  const client: AdminClient = async (method, pathname, body) => {
    const headers: Record<string, string> = { Cookie: `staff_session=${token}` };
    if (method !== "GET") headers.Origin = server.baseUrl;
    if (body !== undefined)
      headers["Content-Type"] = typeof body === "string" ? "application/x-www-form-urlencoded" : "application/json";
    return answerOf(
      await fetch(server.baseUrl + pathname, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        redirect: "manual",
      }),
    );
  };
  return { client, email: user.email, id: user.id };
}

export async function publicGet(server: TestServer, pathname: string): Promise<Answer> {
  return answerOf(await fetch(server.baseUrl + pathname, { redirect: "manual" }));
}

/** Status, body text, and the body as JSON when it is JSON (pages and redirects are not). */
async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
