import { describe, expect, it } from "vitest";
import { inquiryActionSchema } from "./inquiry-action-schema";

describe("inquiryActionSchema", () => {
  it("accepts a note and trims it", () => {
    expect(inquiryActionSchema.parse({ intent: "note", body: "  Called back \n" })).toEqual({
      intent: "note",
      body: "Called back",
    });
  });
  it("refuses an empty or over-long note", () => {
    expect(inquiryActionSchema.safeParse({ intent: "note", body: "   " }).error?.issues[0]?.message).toBe(
      "Write the note first.",
    );
    expect(inquiryActionSchema.safeParse({ intent: "note", body: "x".repeat(5001) }).success).toBe(false);
  });
  it("accepts a status change with or without a note", () => {
    expect(inquiryActionSchema.parse({ intent: "status", from: "pending", to: "in_progress", note: "Mine" })).toEqual({
      intent: "status",
      from: "pending",
      to: "in_progress",
      note: "Mine",
    });
    expect(inquiryActionSchema.parse({ intent: "status", from: "answered", to: "closed" })).toEqual({
      intent: "status",
      from: "answered",
      to: "closed",
    });
  });
  it("refuses unknown statuses and intents", () => {
    expect(
      inquiryActionSchema.safeParse({ intent: "status", from: "pending", to: "won" }).error?.issues[0]?.message,
    ).toBe("Choose a status.");
    expect(inquiryActionSchema.safeParse({ intent: "delete" }).error?.issues[0]?.message).toBe("Unknown action.");
  });
});
