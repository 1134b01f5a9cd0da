import { describe, expect, it } from "vitest";
import { refusal, submitOrKeep } from "./submission";

function formRequest(fields: Record<string, string>) {
  return new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(fields) });
}

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

describe("submitOrKeep", () => {
  it("passes the server's answer through, failures included", async () => {
    const answer = refusal(new FormData(), "Please check the highlighted fields.", "t");
    expect(await submitOrKeep(formRequest({ email: "x" }), async () => answer, "offline")).toBe(answer);
  });

  it("turns an unreachable server into a failure that keeps what was typed and the token", async () => {
    const request = formRequest({ firstName: "Nadia", message: "Bins for a school", formToken: "123.abc" });
    const result = await submitOrKeep(
      request,
      async () => {
        await request.formData();
        throw new TypeError("Failed to fetch");
      },
      "offline",
    );
    expect(result).toMatchObject({
      ok: false,
      message: "offline",
      formToken: "123.abc",
      result: { initialValue: { firstName: "Nadia", message: "Bins for a school" } },
    });
  });
});
