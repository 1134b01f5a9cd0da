import { describe, expect, it } from "vitest";
import { refusal } from "./submission";
import { submitOrKeep } from "./submit-or-keep";

function formRequest(fields: Record<string, string>) {
  return new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(fields) });
}

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
