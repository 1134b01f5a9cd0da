import { describe, expect, it } from "vitest";
import { insecureStaffCookieWarning } from "./cookie-warning";

describe("insecureStaffCookieWarning", () => {
  it("warns only for a production server with a plain-http public address other than loopback", () => {
    expect(insecureStaffCookieWarning({ NODE_ENV: "production", PUBLIC_BASE_URL: "http://shop.example" })).toMatch(
      /without Secure/,
    );
    expect(insecureStaffCookieWarning({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://shop.example" })).toBeNull();
    expect(insecureStaffCookieWarning({ NODE_ENV: "production", PUBLIC_BASE_URL: "http://127.0.0.1:4173" })).toBeNull();
    expect(insecureStaffCookieWarning({ NODE_ENV: "development", PUBLIC_BASE_URL: "http://shop.example" })).toBeNull();
  });
});
