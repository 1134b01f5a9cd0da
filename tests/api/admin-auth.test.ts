/** Staff sign-in, sessions, sign-out, rate limits and password change through the real app (pages need `npm run build`). */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { staffSessions } from "~server/db/schema";
import { sessionIdOf } from "~server/auth/sessions";
import { SIGN_IN_LIMITS } from "~server/auth/sign-in-throttle";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { cookieValue, freshIp, postForm, setCookies, signInOverHttp, staffWithSession } from "./admin-auth-support";

const html = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe.each(DRIVERS)("staff sign-in and sessions on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // The tests act as the proxy in front (TRUST_PROXY), so each can sign in from its own client address.
    server = await startTestServer({ driver, pages: true, seed: false, env: { TRUST_PROXY: "loopback" } });
  });
  afterAll(async () => server?.close());

  const sessionRows = (token: string) =>
    server.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, sessionIdOf(token)));

  it("signs in with a database session in an HttpOnly, SameSite=Lax cookie, and follows a safe next", async () => {
    const { password } = await staffWithSession(server, "signin@example.com");
    const ip = freshIp();
    const response = await signInOverHttp(
      server,
      { email: " SignIn@Example.com ", password, next: "/admin/account?tab=1" },
      { "X-Forwarded-For": ip },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/account?tab=1");
    const session = setCookies(response).find((cookie) => cookie.startsWith("staff_session="))!;
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    expect(session).not.toMatch(/Secure/);
    const token = cookieValue(response, "staff_session")!;
    const [row] = await sessionRows(token);
    expect(row).toMatchObject({ ip });
    const me = await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: `staff_session=${token}` } });
    expect(await me.json()).toMatchObject({ email: "signin@example.com" });
  });

  it("gives a new session id at every sign-in and ignores a session cookie planted before it", async () => {
    const { password, token: planted } = await staffWithSession(server, "fresh-id@example.com");
    const first = await signInOverHttp(
      server,
      { email: "fresh-id@example.com", password },
      { Cookie: `staff_session=${planted}` },
    );
    const second = await signInOverHttp(
      server,
      { email: "fresh-id@example.com", password },
      { Cookie: `staff_session=${planted}` },
    );
    const tokens = [cookieValue(first, "staff_session"), cookieValue(second, "staff_session")];
    expect(new Set([planted, ...tokens]).size).toBe(3);
    for (const token of tokens) expect(await sessionRows(token!)).toHaveLength(1);
  });

  it("refuses a wrong password and an unknown email alike, with the form's message and no cookie", async () => {
    const { user } = await staffWithSession(server, "wrong@example.com");
    for (const email of [user.email, "nobody@example.com"]) {
      const response = await signInOverHttp(server, { email, password: "not-the-password" });
      expect(response.status).toBe(401);
      expect(setCookies(response)).toEqual([]);
      expect(html(await response.text())).toContain(STAFF_AUTH_TEXT.signInFailed);
    }
  });

  it("never redirects off the back office after sign-in", async () => {
    const { password } = await staffWithSession(server, "redirect@example.com");
    for (const next of ["https://evil.example/admin", "//evil.example/admin", "/\\evil.example", "/products"]) {
      const response = await signInOverHttp(server, { email: "redirect@example.com", password, next });
      expect(response.headers.get("location")).toBe("/admin/inquiries");
    }
  });

  it("signs out by deleting the session row and clearing the cookie", async () => {
    const { token, cookie } = await staffWithSession(server, "signout@example.com");
    const response = await postForm(server, "/admin/sign-out", {}, { Cookie: cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/sign-in");
    expect(setCookies(response)).toContain("staff_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect(await sessionRows(token)).toHaveLength(0);
    expect((await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("ends an idle session: the API answers 401, a page goes to sign-in keeping next, and the row is gone", async () => {
    const { token, cookie } = await staffWithSession(server, "idle@example.com");
    expect((await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(200);
    const idleMinutes = server.env.STAFF_SESSION_IDLE_MINUTES + 1;
    await server.database.db.execute(
      sql`UPDATE staff_sessions SET last_seen_at = now() - make_interval(mins => ${idleMinutes}) WHERE id = ${sessionIdOf(token)}`,
    );
    const page = await fetch(`${server.baseUrl}/admin/inquiries?status=pending`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(
      `/admin/sign-in?next=${encodeURIComponent("/admin/inquiries?status=pending")}`,
    );
    expect((await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(401);
    expect(await sessionRows(token)).toHaveLength(0);
  });

  it("ends a session at its absolute expiry however active it is", async () => {
    const { token, cookie } = await staffWithSession(server, "absolute@example.com");
    await server.database.db.execute(
      sql`UPDATE staff_sessions SET expires_at = now() - interval '1 second', last_seen_at = now() WHERE id = ${sessionIdOf(token)}`,
    );
    expect((await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("limits failed sign-ins per IP: after 10 in the window, 429 with Retry-After, even with the right password", async () => {
    const { password } = await staffWithSession(server, "ip-limit@example.com");
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) {
      const response = await signInOverHttp(
        server,
        { email: `someone${i}@example.com`, password: "wrong-password-1" },
        { "X-Forwarded-For": ip },
      );
      expect(response.status).toBe(401);
    }
    // Successful sign-ins from the same address do not use up its budget.
    const busyOffice = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp + 2; i++)
      expect(
        (await signInOverHttp(server, { email: "ip-limit@example.com", password }, { "X-Forwarded-For": busyOffice }))
          .status,
      ).toBe(302);
    const limited = await signInOverHttp(
      server,
      { email: "ip-limit@example.com", password },
      { "X-Forwarded-For": ip },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(html(await limited.text())).toContain("Too many sign-in attempts from your network.");
    expect((await signInOverHttp(server, { email: "ip-limit@example.com", password })).status).toBe(302);
  });

  it("pauses an account after 5 failures from anywhere, except for a browser that signed in to it before", async () => {
    const { password } = await staffWithSession(server, "lock@example.com");
    const before = await signInOverHttp(server, { email: "lock@example.com", password });
    const trusted = cookieValue(before, "staff_browser")!;
    expect(trusted).toBeTruthy();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      expect(
        (await signInOverHttp(server, { email: "lock@example.com", password: `guess-${i}-password` })).status,
      ).toBe(401);
    const stranger = await signInOverHttp(server, { email: "LOCK@example.com", password });
    expect(stranger.status).toBe(429);
    expect(html(await stranger.text())).toContain("Sign-in to this account is paused for");
    const owner = await signInOverHttp(
      server,
      { email: "lock@example.com", password },
      { Cookie: `staff_browser=${trusted}` },
    );
    expect(owner.status).toBe(302);
    // A trusted-browser cookie for another account does not lift the pause.
    const { password: otherPassword } = await staffWithSession(server, "lock-other@example.com");
    const other = cookieValue(
      await signInOverHttp(server, { email: "lock-other@example.com", password: otherPassword }),
      "staff_browser",
    )!;
    expect(
      (await signInOverHttp(server, { email: "lock@example.com", password }, { Cookie: `staff_browser=${other}` }))
        .status,
    ).toBe(429);
  });

  it("locks unknown emails the same way, so a pause does not reveal which accounts exist", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      await signInOverHttp(server, { email: "ghost@example.com", password: `guess-${i}-password` });
    expect((await signInOverHttp(server, { email: "ghost@example.com", password: "another-guess" })).status).toBe(429);
  });

  it("answers a malformed sign-in with 400 and a message, not a 500", async () => {
    const response = await signInOverHttp(server, { email: "not-an-email", password: "" });
    expect(response.status).toBe(400);
    expect(html(await response.text())).toContain("Enter a valid email address");
    const garbageCookie = await fetch(`${server.baseUrl}/api/admin/me`, {
      headers: { Cookie: "staff_session=%E0%A4%A" },
    });
    expect(garbageCookie.status).toBe(401);
  });

  describe("password change", () => {
    it("changes the password, ends every other session, and keeps this browser signed in with a new session", async () => {
      const { token, cookie, password } = await staffWithSession(server, "change@example.com");
      const other = await signInOverHttp(server, { email: "change@example.com", password });
      const otherCookie = `staff_session=${cookieValue(other, "staff_session")}`;
      const newPassword = "the-new-password-2026";
      const response = await postForm(
        server,
        "/admin/account",
        { currentPassword: password, newPassword, confirmPassword: newPassword },
        { Cookie: cookie },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/account?changed=1");
      const renewed = cookieValue(response, "staff_session")!;
      expect(renewed).not.toBe(token);
      expect((await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(401);
      expect((await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: otherCookie } })).status).toBe(401);
      expect(
        (await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: `staff_session=${renewed}` } })).status,
      ).toBe(200);
      expect((await signInOverHttp(server, { email: "change@example.com", password })).status).toBe(401);
      expect((await signInOverHttp(server, { email: "change@example.com", password: newPassword })).status).toBe(302);
    });

    it("refuses a wrong current password, a short or mismatched new one, with field messages; 5 wrong tries pause it", async () => {
      const { cookie } = await staffWithSession(server, "change-bad@example.com");
      const short = await postForm(
        server,
        "/admin/account",
        { currentPassword: "a-long-staff-password", newPassword: "short", confirmPassword: "short" },
        { Cookie: cookie },
      );
      expect(short.status).toBe(400);
      expect(html(await short.text())).toContain("Use at least 12 characters");
      const mismatch = await postForm(
        server,
        "/admin/account",
        {
          currentPassword: "a-long-staff-password",
          newPassword: "long-enough-password",
          confirmPassword: "long-enough-passw0rd",
        },
        { Cookie: cookie },
      );
      expect(html(await mismatch.text())).toContain("The two new passwords are not the same");
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
        const wrong = await postForm(
          server,
          "/admin/account",
          {
            currentPassword: `wrong-${i}`,
            newPassword: "long-enough-password",
            confirmPassword: "long-enough-password",
          },
          { Cookie: cookie },
        );
        expect(wrong.status).toBe(400);
        expect(html(await wrong.text())).toContain(STAFF_AUTH_TEXT.currentPasswordWrong);
      }
      const paused = await postForm(
        server,
        "/admin/account",
        {
          currentPassword: "a-long-staff-password",
          newPassword: "long-enough-password",
          confirmPassword: "long-enough-password",
        },
        { Cookie: cookie },
      );
      expect(paused.status).toBe(429);
      expect((await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(200);
    });
  });

  it("keeps /admin out of the sitemap, disallows it in robots.txt, and marks the sign-in page noindex", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toMatch(/\/admin/i);
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const signIn = await fetch(`${server.baseUrl}/admin/sign-in`);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    expect(await signIn.text()).toMatch(/<meta name="robots" content="noindex"/);
  });
});

describe("staff cookie over https", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      driver: "pglite",
      pages: true,
      seed: false,
      env: { PUBLIC_BASE_URL: "https://shop.example", TRUST_PROXY: "loopback" },
    });
  });
  afterAll(async () => server?.close());

  it("is __Host-staff_session with Secure, and only that name is accepted", async () => {
    const { password, token } = await staffWithSession(server, "https@example.com");
    const response = await signInOverHttp(server, { email: "https@example.com", password });
    expect(response.status).toBe(302);
    const cookies = setCookies(response);
    expect(cookies.find((cookie) => cookie.startsWith("__Host-staff_session="))).toMatch(
      /; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect(cookies.find((cookie) => cookie.startsWith("__Host-staff_browser="))).toMatch(/; Secure$/);
    expect(cookies.some((cookie) => cookie.startsWith("staff_session="))).toBe(false);
    expect(
      (await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: `staff_session=${token}` } })).status,
    ).toBe(401);
    expect(
      (await fetch(`${server.baseUrl}/api/admin/me`, { headers: { Cookie: `__Host-staff_session=${token}` } })).status,
    ).toBe(200);
  });
});
