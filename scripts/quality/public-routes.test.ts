import { describe, expect, it } from "vitest";
import { expandOptionalSegments, fillPattern, publicPagePatterns, type RouteManifest } from "./public-routes";

const routes: RouteManifest = {
  root: { id: "root", path: "", hasDefaultExport: true },
  "routes/home": { id: "routes/home", parentId: "root", index: true, hasDefaultExport: true },
  "routes/product": { id: "routes/product", parentId: "root", path: "products/:id", hasDefaultExport: true },
  "routes/category": {
    id: "routes/category",
    parentId: "root",
    path: "category/:category/:subcategory?",
    hasDefaultExport: true,
  },
  "routes/robots": { id: "routes/robots", parentId: "root", path: "robots.txt", hasDefaultExport: false },
  "routes/docs": { id: "routes/docs", parentId: "root", path: "docs", hasDefaultExport: true },
  "routes/docs/page": { id: "routes/docs/page", parentId: "routes/docs", path: "page", hasDefaultExport: true },
  "routes/admin/sign-in": {
    id: "routes/admin/sign-in",
    parentId: "root",
    path: "admin/sign-in",
    hasDefaultExport: true,
  },
  "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", hasDefaultExport: true },
  "routes/admin/index": {
    id: "routes/admin/index",
    parentId: "routes/admin/layout",
    path: "admin",
    index: true,
    hasDefaultExport: true,
  },
  "routes/admin/brands": {
    id: "routes/admin/brands",
    parentId: "routes/admin/layout",
    path: "admin/brands",
    hasDefaultExport: true,
  },
  "routes/administration": {
    id: "routes/administration",
    parentId: "root",
    path: "administration",
    hasDefaultExport: true,
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", hasDefaultExport: true },
};

describe("public pages from the route manifest", () => {
  it("lists pages with a component, nested paths joined, without the root, layouts, resources and the back office", () => {
    expect(publicPagePatterns(routes)).toEqual([
      "/",
      "/products/:id",
      "/category/:category",
      "/category/:category/:subcategory",
      "/docs",
      "/docs/page",
      "/administration",
      "/*",
    ]);
  });

  it("spells optional segments both ways", () => {
    expect(expandOptionalSegments("a/:b?/c/d?")).toEqual(["/a/c", "/a/:b/c", "/a/c/d", "/a/:b/c/d"]);
    expect(expandOptionalSegments("")).toEqual(["/"]);
  });

  it("fills parameters (encoded) and the splat, and refuses a parameter it has no value for", () => {
    expect(fillPattern("/category/:category/:subcategory", { category: "a b", subcategory: "c" }, "x")).toBe(
      "/category/a%20b/c",
    );
    expect(fillPattern("/*", {}, "no-such-page")).toBe("/no-such-page");
    expect(() => fillPattern("/products/:id", {}, "x")).toThrow(/:id/);
  });
});
