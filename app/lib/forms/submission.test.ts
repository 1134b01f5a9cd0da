import { describe, expect, it } from "vitest";
import { refusal } from "./submission";

describe("refusal", () => {
  it("keeps what was typed for the form but leaves out the token and the honeypot, which the page renders itself", () => {
    const formData = new FormData();
    formData.set("firstName", "Zoë");
    formData.set("formToken", "123.abc");
    formData.set("website", "spam");
    expect(refusal(formData, "No", "t")).toMatchObject({
      ok: false,
      message: "No",
      formToken: "t",
      result: { status: "error", initialValue: { firstName: "Zoë" } },
    });
    expect(refusal(formData, "No", "t").result.initialValue).not.toHaveProperty("website");
    expect(refusal(formData, "No", "t").result.initialValue).not.toHaveProperty("formToken");
  });
});
