import { describe, expect, it } from "vitest";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import { quantitySchema, quoteListAddSchema, quoteListFormSchema, quoteListUpdateSchema } from "./schemas";

describe("quote list schemas", () => {
  it("takes whole quantities 1-100000 as numbers or text, refuses the rest with one message", () => {
    expect(quantitySchema.parse(5)).toBe(5);
    expect(quantitySchema.parse(" 12 ")).toBe(12);
    expect(quantitySchema.parse("100000")).toBe(100_000);
    for (const bad of [0, 1.5, 100_001, "abc", "1.5", "", "-3", "1e3", null, true]) {
      const result = quantitySchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(QUOTE_LIST_MESSAGES.en.quantity);
    }
  });

  it("adds one product (quantity 1 by default) or a list of items", () => {
    expect(quoteListAddSchema.parse({ productId: "p" })).toEqual({ items: [{ productId: "p", quantity: 1 }] });
    expect(quoteListAddSchema.parse({ items: [{ productId: "a", quantity: 2, note: " blue " }] })).toEqual({
      items: [{ productId: "a", quantity: 2, note: "blue" }],
    });
    expect(quoteListAddSchema.safeParse({ items: [] }).success).toBe(false);
    expect(quoteListAddSchema.safeParse({ productId: "p", note: "x".repeat(501) }).success).toBe(false);
  });

  it("updates need a quantity or a note; a blank note removes it", () => {
    expect(quoteListUpdateSchema.safeParse({}).success).toBe(false);
    expect(quoteListUpdateSchema.parse({ note: "  " })).toEqual({ note: null });
  });

  it("answers the Arabic edition's forms in Arabic", () => {
    const result = quoteListFormSchema("ar").safeParse({ intent: "update", productId: "p", quantity: "0", note: "" });
    expect(result.error?.issues[0]?.message).toBe(QUOTE_LIST_MESSAGES.ar.quantity);
  });

  it("keeps returnTo on this site", () => {
    const add = (returnTo: string) => quoteListFormSchema("en").parse({ intent: "add", productId: "p", returnTo });
    expect(add("/products?q=bin")).toMatchObject({ returnTo: "/products?q=bin", quantity: 1 });
    expect(add("//evil.example/")).toMatchObject({ returnTo: "/quote-list" });
    expect(add("https://evil.example/")).toMatchObject({ returnTo: "/quote-list" });
    expect(add("/\\evil.example")).toMatchObject({ returnTo: "/quote-list" });
  });

  it("adds one product or several, with an optional note (issue 19)", () => {
    const schema = quoteListFormSchema("en");
    expect(schema.parse({ intent: "add", productId: "p" })).toMatchObject({ productId: ["p"] });
    expect(schema.parse({ intent: "add", productId: ["a", "b"], note: " SDS please " })).toMatchObject({
      productId: ["a", "b"],
      note: "SDS please",
    });
    expect(schema.safeParse({ intent: "add", productId: [] }).success).toBe(false);
    expect(schema.safeParse({ intent: "add", productId: Array.from({ length: 101 }, (_, i) => `p${i}`) }).success).toBe(
      false,
    );
    expect(schema.safeParse({ intent: "add", productId: "p", note: "x".repeat(501) }).success).toBe(false);
  });
});
