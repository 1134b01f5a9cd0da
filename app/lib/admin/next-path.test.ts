import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps back-office paths with their query", () => {
    expect(safeNextPath("/admin/inquiries?status=pending")).toBe("/admin/inquiries?status=pending");
    expect(safeNextPath("/admin")).toBe("/admin");
    expect(safeNextPath("/admin/account")).toBe("/admin/account");
  });

  it.each([
    null,
    undefined,
    "",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example",
    "/admin\\..\\x",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/products",
    "/administrator",
    "/admin/sign-in",
    "/admin/sign-out/",
    "/admin/x\r\nSet-Cookie: a=b",
    "admin/inquiries",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("normalises dot segments instead of following them off the back office", () => {
    expect(safeNextPath("/admin/../products")).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath("/admin/./inquiries")).toBe("/admin/inquiries");
  });
});
