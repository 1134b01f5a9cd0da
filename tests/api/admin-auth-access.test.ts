/**
 * Every back-office page and API endpoint refuses anonymous requests. The page list comes from the built route manifest
 * and the API list from the Express router, so routes added later are covered without editing this file.
 */
import fs from "node:fs";
import path from "node:path";
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiRouter } from "~server/api/admin-router";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { staffWithSession } from "./admin-auth-support";

const SAMPLE_ID = "00000000-0000-4000-8000-000000000001";
const PUBLIC_ADMIN_PAGES = new Set(["/admin/sign-in"]);

/** Full URL paths of the built routes under /admin, with sample values for parameters. */
async function adminPagePaths(): Promise<string[]> {
  const { build } = (await import(path.resolve("build/server/index.js"))) as typeof import("~server/index");
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const own = route.path ?? "";
    const parent = fullPath(route.parentId);
    return [parent, own].filter(Boolean).join("/");
  };
  const paths = routes
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => "/" + fullPath(route.id))
    .map((routePath) =>
      routePath
        .replace(/\/:[\w-]+\?/g, "")
        .replace(/:[\w-]+/g, SAMPLE_ID)
        .replace(/\*$/, "anything"),
    )
    .filter((routePath) => routePath === "/admin" || routePath.startsWith("/admin/"));
  return [...new Set(paths)].sort();
}

interface Endpoint {
  method: string;
  path: string;
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: LayerLike[] };
  rawPath?: string | RegExp | Array<string | RegExp>;
}

/** The endpoints of an Express router, mounted sub-routers included. A non-string mount path fails loudly. */
function endpointsOf(router: Router, prefix = "/api/admin"): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const layer of (router as unknown as { stack: LayerLike[] }).stack) {
    if (layer.route) {
      for (const routePath of [layer.route.path].flat()) {
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== "_all")) {
          endpoints.push({ method: method.toUpperCase(), path: prefix + routePath });
        }
      }
    } else if (layer.handle.stack) {
      if (typeof layer.rawPath !== "string")
        throw new Error(`Cannot list a router mounted at ${String(layer.rawPath)}; extend endpointsOf`);
      endpoints.push(
        ...endpointsOf(layer.handle as unknown as Router, prefix + (layer.rawPath === "/" ? "" : layer.rawPath)),
      );
    }
  }
  return endpoints.map((endpoint) => ({
    ...endpoint,
    path: endpoint.path.replace(/:[\w-]+\??/g, SAMPLE_ID).replace(/\{?\/?\*[\w-]*\}?/g, "/anything"),
  }));
}

describe.each(DRIVERS)("anonymous access to the back office on %s", (driver) => {
  let server: TestServer;
  let pages: string[];
  let endpoints: Endpoint[];
  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
    server = await startTestServer({ driver, pages: true, seed: false });
    pages = await adminPagePaths();
    endpoints = endpointsOf(adminApiRouter({ db: server.database.db, env: server.env }));
  });
  afterAll(async () => server?.close());

  it("finds the known pages and endpoints (the walk itself works)", () => {
    expect(pages).toEqual(
      expect.arrayContaining(["/admin", "/admin/inquiries", "/admin/account", "/admin/sign-in", "/admin/sign-out"]),
    );
    expect(endpoints).toEqual(expect.arrayContaining([{ method: "GET", path: "/api/admin/me" }]));
  });

  it("sends every anonymous page request to sign-in (303, next kept), private and noindex", async () => {
    for (const page of [
      ...pages.filter((p) => !PUBLIC_ADMIN_PAGES.has(p)),
      "/admin/no-such-page",
      "/ADMIN/Inquiries",
      "/%61dmin/inquiries",
    ]) {
      const response = await fetch(`${server.baseUrl}${page}?q=1`, { redirect: "manual" });
      expect(response.status, page).toBe(303);
      expect(response.headers.get("location"), page).toBe(`/admin/sign-in?next=${encodeURIComponent(`${page}?q=1`)}`);
      expect(response.headers.get("cache-control"), page).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), page).toBe("noindex, nofollow");
    }
  });

  it("answers every anonymous data request (client navigation, fetcher) with a redirect to sign-in, never data", async () => {
    for (const page of pages.filter((p) => !PUBLIC_ADMIN_PAGES.has(p))) {
      const dataUrl = `${page === "/admin" ? "/admin" : page}.data`;
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${server.baseUrl}${dataUrl}?_routes=x`, {
          method,
          redirect: "manual",
          headers: { Origin: server.baseUrl },
        });
        expect(response.status, `${method} ${dataUrl}`).toBe(204);
        expect(response.headers.get("x-remix-redirect"), dataUrl).toBe(
          `/admin/sign-in?next=${encodeURIComponent(page)}`,
        );
        expect(await response.text()).toBe("");
      }
    }
  });

  it("sends anonymous same-origin form posts to sign-in without running the action", async () => {
    for (const page of pages.filter((p) => !PUBLIC_ADMIN_PAGES.has(p))) {
      const response = await fetch(`${server.baseUrl}${page}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(response.status, page).toBe(303);
      expect(response.headers.get("location"), page).toMatch(/^\/admin\/sign-in\?next=/);
    }
  });

  it("answers every anonymous API request with 401 JSON", async () => {
    for (const { method, path: endpoint } of [...endpoints, { method: "GET", path: "/api/admin/no-such-endpoint" }]) {
      const response = await fetch(`${server.baseUrl}${endpoint}`, {
        method,
        headers: { Origin: server.baseUrl, "Content-Type": "application/json" },
        body: method === "GET" || method === "HEAD" ? undefined : "{}",
      });
      expect(response.status, `${method} ${endpoint}`).toBe(401);
      if (method !== "HEAD")
        expect(await response.json(), endpoint).toEqual({ message: "Sign in to use the back-office API." });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses state-changing requests from another origin or without Origin (403), signed in or not", async () => {
    const { cookie } = await staffWithSession(server, `origin-${driver}@example.com`);
    const writes = [
      ...endpoints.filter((e) => e.method !== "GET" && e.method !== "HEAD"),
      { method: "POST", path: "/api/admin/me" },
    ];
    for (const { method, path: endpoint } of writes) {
      const origins: Array<Record<string, string>> = [{ Origin: "https://evil.example" }, {}, { Origin: "null" }];
      for (const headers of origins) {
        const response = await fetch(`${server.baseUrl}${endpoint}`, {
          method,
          headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
          body: "{}",
        });
        expect(response.status, `${method} ${endpoint} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.json()).toHaveProperty("message");
      }
    }
    for (const page of ["/admin/sign-in", "/admin/sign-out", "/admin/account"]) {
      const response = await fetch(`${server.baseUrl}${page}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Cookie: cookie,
          Origin: "https://evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "email=a%40b.c&password=x",
      });
      expect(response.status, page).toBe(403);
    }
  });

  it("lets a signed-in staff member through to every page", async () => {
    const { cookie } = await staffWithSession(server, `through-${driver}@example.com`);
    for (const page of pages.filter(
      (p) => !PUBLIC_ADMIN_PAGES.has(p) && p !== "/admin/sign-out" && !p.includes(SAMPLE_ID),
    )) {
      const response = await fetch(`${server.baseUrl}${page}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect([200, 302], page).toContain(response.status);
      if (response.status === 302) expect(response.headers.get("location")).not.toMatch(/sign-in/);
    }
  });
});
