import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, firstInvalidField, submitOrKeep, typedValues } from "./submission";

function formRequest(fields: Record<string, string>) {
  return new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(fields) });
}

describe("typedValues", () => {
  it("keeps every listed field as text, absent ones empty, and nothing else", () => {
    const formData = new FormData();
    formData.set("firstName", "Zoë");
    formData.set("website", "spam");
    expect(typedValues(formData, ["firstName", "lastName"])).toEqual({ firstName: "Zoë", lastName: "" });
  });
});

describe("firstInvalidField", () => {
  it("follows the form's order, not the order of the errors", () => {
    expect(firstInvalidField(CONTACT_FIELDS, { message: ["Required"], email: ["Please enter a valid email address"] })).toBe("email");
    expect(firstInvalidField(CONTACT_FIELDS, { _form: ["x"] })).toBeUndefined();
    expect(firstInvalidField(CONTACT_FIELDS, undefined)).toBeUndefined();
  });
});

describe("submitOrKeep", () => {
  it("passes the server's answer through, failures included", async () => {
    const answer = { ok: false, message: "Please check the highlighted fields.", errors: { email: ["x"] }, values: {}, formToken: "t" };
    expect(await submitOrKeep(formRequest({ email: "x" }), async () => answer, CONTACT_FIELDS, "offline")).toBe(answer);
  });

  it("turns an unreachable server into a failure that keeps what was typed and the token", async () => {
    const request = formRequest({ firstName: "Nadia", message: "Bins for a school", formToken: "123.abc" });
    const result = await submitOrKeep(request, async () => { await request.formData(); throw new TypeError("Failed to fetch"); }, CONTACT_FIELDS, "offline");
    expect(result).toEqual({ ok: false, message: "offline", errors: {}, values: expect.objectContaining({ firstName: "Nadia", message: "Bins for a school" }), formToken: "123.abc" });
  });
});
