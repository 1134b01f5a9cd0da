import { describe, expect, it } from "vitest";
import { formatIsoDate, formatQar } from "./money";
import { redactPrivateLinks } from "./redact-private-link";
import {
  acceptQuotationSchema,
  BUYER_RESPONSE_SCHEMAS,
  buyerQuestionSchema,
  declineQuotationSchema,
} from "./buyer-response-schema";
import { BUYER_FIELD_MESSAGES } from "~/content/private-quote";

describe("formatQar", () => {
  it.each([
    ["1234.5", "QAR 1,234.50"],
    ["1234.50", "QAR 1,234.50"],
    ["0", "QAR 0.00"],
    ["0.00", "QAR 0.00"],
    ["60", "QAR 60.00"],
    ["999999999999.99", "QAR 999,999,999,999.99"],
    ["1000000", "QAR 1,000,000.00"],
    ["12.345", "QAR 12.35"],
    ["12.344", "QAR 12.34"],
    ["-12.5", "-QAR 12.50"],
    ["-0.001", "QAR 0.00"],
    [" 7.1 ", "QAR 7.10"],
  ])("%s → %s", (amount, expected) => {
    expect(formatQar(amount)).toBe(expected);
  });

  it("formats numbers without floating-point surprises", () => {
    expect(formatQar(0.1 + 0.2)).toBe("QAR 0.30");
    expect(formatQar(1234.5)).toBe("QAR 1,234.50");
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "1,234.00", "1e5", "NaN"]) expect(() => formatQar(bad)).toThrow();
  });
});

describe("formatIsoDate", () => {
  it("writes the calendar date in words", () => {
    expect(formatIsoDate("2026-12-25")).toBe("25 December 2026");
    expect(formatIsoDate("2027-01-01")).toBe("1 January 2027");
  });
  it("writes it in Arabic with Western digits for the Arabic edition", () => {
    expect(formatIsoDate("2026-12-25", "ar")).toBe("25 ديسمبر 2026");
    expect(formatIsoDate("2027-01-01", "ar")).toBe("1 يناير 2027");
    expect(formatIsoDate("2026-12-25", "ar")).not.toMatch(/[\u0660-\u0669]/);
  });
  it("refuses what is not a date", () => {
    for (const bad of ["2026-13-01", "2026-02-30", "25/12/2026", ""]) expect(() => formatIsoDate(bad)).toThrow();
  });
});

describe("redactPrivateLinks", () => {
  it("keeps the reference and hides the token of page, data and API paths", () => {
    expect(redactPrivateLinks("/q/Q-2026-000123/abcDEF_-123")).toBe("/q/Q-2026-000123/[token]");
    expect(redactPrivateLinks("/q/Q-2026-000123/abcDEF_-123.data?_routes=x")).toBe(
      "/q/Q-2026-000123/[token]?_routes=x",
    );
    expect(redactPrivateLinks("/api/q/Q-2026-000123/secret/accept")).toBe("/api/q/Q-2026-000123/[token]/accept");
    expect(redactPrivateLinks("/Q/ref/secret")).toBe("/Q/ref/[token]");
    expect(redactPrivateLinks("/ar/q/Q-2026-000123/abcDEF_-123")).toBe("/ar/q/Q-2026-000123/[token]");
    expect(redactPrivateLinks("/AR/Q/ref/secret.data?_routes=x")).toBe("/AR/Q/ref/[token]?_routes=x");
    expect(redactPrivateLinks("/products/abc")).toBe("/products/abc");
  });
});

describe("the buyer's answer schemas", () => {
  it("takes the version as form text or JSON number", () => {
    expect(acceptQuotationSchema.parse({ version: "2" })).toEqual({ version: 2 });
    expect(acceptQuotationSchema.parse({ version: 3 })).toEqual({ version: 3 });
    for (const version of [undefined, "", "0", 0, -1, 1.5, "1.5", "x"])
      expect(acceptQuotationSchema.safeParse({ version }).success, String(version)).toBe(false);
  });
  it("keeps a decline's reason optional and at most 500 characters", () => {
    expect(declineQuotationSchema.parse({ version: "1", reason: "  " })).toEqual({ version: 1, reason: undefined });
    expect(declineQuotationSchema.parse({ version: 1, reason: " Too dear " })).toEqual({
      version: 1,
      reason: "Too dear",
    });
    expect(declineQuotationSchema.safeParse({ version: 1, reason: "x".repeat(501) }).success).toBe(false);
  });
  it("requires a question of at most 2000 characters", () => {
    expect(buyerQuestionSchema.safeParse({ message: " " }).success).toBe(false);
    expect(buyerQuestionSchema.safeParse({}).success).toBe(false);
    expect(buyerQuestionSchema.safeParse({ message: "x".repeat(2001) }).success).toBe(false);
    expect(buyerQuestionSchema.parse({ message: "Line 1\nLine 2" })).toEqual({ message: "Line 1\nLine 2" });
    expect(buyerQuestionSchema.safeParse({ message: "bad\u0000" }).success).toBe(false);
  });
});

describe("the buyer's answer schemas in Arabic", () => {
  it("apply the same rules with the Arabic messages", () => {
    const arabic = BUYER_RESPONSE_SCHEMAS.ar;
    const question = arabic.question.safeParse({ message: " " });
    expect(question.error?.issues[0]?.message).toBe(BUYER_FIELD_MESSAGES.ar.questionRequired);
    const reason = arabic.decline.safeParse({ version: "1", reason: "x".repeat(501) });
    expect(reason.error?.issues[0]?.message).toBe(BUYER_FIELD_MESSAGES.ar.reasonTooLong);
    expect(arabic.accept.safeParse({ version: "0" }).error?.issues[0]?.message).toBe(BUYER_FIELD_MESSAGES.ar.version);
    expect(arabic.accept.parse({ version: "2" })).toEqual({ version: 2 });
    expect(buyerQuestionSchema.safeParse({ message: "" }).error?.issues[0]?.message).toBe(
      BUYER_FIELD_MESSAGES.en.questionRequired,
    );
  });
});
