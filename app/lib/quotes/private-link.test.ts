import { describe, expect, it } from "vitest";
import { privateQuotePath, privateQuoteUrl } from "./private-link";

describe("the private link follows the request's language", () => {
  it("is /q/… for English (the default, as before) and /ar/q/… for Arabic, with the same token", () => {
    expect(privateQuotePath("Q-2026-000123", "abc_DEF-1")).toBe("/q/Q-2026-000123/abc_DEF-1");
    expect(privateQuotePath("Q-2026-000123", "abc_DEF-1", "en")).toBe("/q/Q-2026-000123/abc_DEF-1");
    expect(privateQuotePath("Q-2026-000123", "abc_DEF-1", "ar")).toBe("/ar/q/Q-2026-000123/abc_DEF-1");
  });
  it("builds the absolute address on the public base URL", () => {
    expect(privateQuoteUrl("https://www.example.com/", "Q-2026-000123", "t0k", "ar")).toBe(
      "https://www.example.com/ar/q/Q-2026-000123/t0k",
    );
    expect(privateQuoteUrl("https://www.example.com", "Q 1", "a/b")).toBe("https://www.example.com/q/Q%201/a%2Fb");
  });
});
