import { describe, expect, it } from "vitest";
import { quoteListCookieHeader, quoteListCookieOptions, readQuoteListCookie } from "./quote-list-cookie";

describe("quote list cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, 30 days, Secure only over https", () => {
    expect(quoteListCookieHeader("abc", { secure: false })).toBe(
      "quote_list=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000",
    );
    expect(quoteListCookieHeader("abc", { secure: true })).toMatch(/; Secure$/);
    expect(quoteListCookieOptions({ PUBLIC_BASE_URL: "https://shop.example" })).toEqual({ secure: true });
    expect(quoteListCookieOptions({ PUBLIC_BASE_URL: "http://127.0.0.1:3000" })).toEqual({ secure: false });
  });

  it("reads the value from a Request or a Cookie header", () => {
    const request = new Request("http://x/", { headers: { cookie: "a=1; quote_list=tok_en-1; b=2" } });
    expect(readQuoteListCookie(request)).toBe("tok_en-1");
    expect(readQuoteListCookie("quote_list=v")).toBe("v");
    expect(readQuoteListCookie(new Request("http://x/"))).toBeUndefined();
    expect(readQuoteListCookie(undefined)).toBeUndefined();
  });
});
