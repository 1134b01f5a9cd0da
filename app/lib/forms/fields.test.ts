import { describe, expect, it } from "vitest";
import { multilineText } from "./fields";

describe("multilineText", () => {
  const field = multilineText(1, 20);
  it("stores line breaks as LF whatever the browser sent (multipart posts send CRLF)", () => {
    expect(field.parse("Two\r\nlines\rand\nmore")).toBe("Two\nlines\nand\nmore");
  });
  it("counts the length after that, so CRLF does not count twice", () => {
    expect(field.safeParse(`${"a\r\n".repeat(10)}`).success).toBe(true);
    expect(field.safeParse(`${"a\n".repeat(11)}`).success).toBe(false);
  });
});
