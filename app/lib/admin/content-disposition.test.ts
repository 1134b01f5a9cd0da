import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("keeps an ASCII name and encodes it for filename* too", () => {
    expect(attachmentDisposition("site plan (v2).pdf")).toBe(
      `attachment; filename="site plan (v2).pdf"; filename*=UTF-8''site%20plan%20%28v2%29.pdf`,
    );
  });
  it("never lets a name break the header or its quoting", () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c Set-Cookie: x=1.pdf"');
  });
  it("gives Arabic names an ASCII fallback and the exact name in UTF-8", () => {
    expect(attachmentDisposition("قائمة.xlsx")).toBe(
      `attachment; filename="_____.xlsx"; filename*=UTF-8''%D9%82%D8%A7%D8%A6%D9%85%D8%A9.xlsx`,
    );
  });
});
