import { describe, expect, it } from "vitest";
import {
  clearStaffCookieHeader,
  isBackOffice,
  readCookie,
  returnPathOf,
  staffCookieHeader,
  staffCookieName,
} from "./staff-gate";

describe("staff cookie", () => {
  it("is __Host-staff_session with Secure over https, plain staff_session over http; HttpOnly and SameSite=Lax always", () => {
    expect(staffCookieName({ secure: true })).toBe("__Host-staff_session");
    expect(staffCookieHeader("tok", { secure: true, maxAgeSeconds: 60 })).toBe(
      "__Host-staff_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure",
    );
    expect(staffCookieHeader("tok", { secure: false, maxAgeSeconds: 60 })).toBe(
      "staff_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60",
    );
    expect(clearStaffCookieHeader({ secure: false })).toBe("staff_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("reads a cookie by name and treats a malformed value as absent", () => {
    expect(readCookie("a=1; staff_session=abc; b=2", "staff_session")).toBe("abc");
    expect(readCookie("xstaff_session=abc", "staff_session")).toBeUndefined();
    expect(readCookie("staff_session=%E0%A4%A", "staff_session")).toBeUndefined();
    expect(readCookie(undefined, "staff_session")).toBeUndefined();
  });
});

describe("back-office paths", () => {
  it.each([
    ["/admin", "page"],
    ["/admin/inquiries", "page"],
    ["/ADMIN/Inquiries", "page"],
    ["/admin.data", "page"],
    ["/%61dmin/inquiries", "page"],
    ["//admin//inquiries", "page"],
    ["/api/admin/me", "api"],
    ["/API/ADMIN", "api"],
    ["/api//admin/me", "api"],
    ["/administrator", null],
    ["/products", null],
    ["/api/products", null],
  ])("%s is %s", (path, kind) => {
    expect(isBackOffice(path)).toBe(kind);
  });

  it("returns to the page, not its data URL, after sign-in", () => {
    expect(returnPathOf("/admin/inquiries.data?_routes=routes%2Fadmin%2Finquiries&status=new")).toBe(
      "/admin/inquiries?status=new",
    );
    expect(returnPathOf("/admin/inquiries?status=new")).toBe("/admin/inquiries?status=new");
    expect(returnPathOf("/admin.data?index")).toBe("/admin");
  });
});
