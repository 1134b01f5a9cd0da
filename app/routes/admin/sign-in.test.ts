import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { action } from "./sign-in";

vi.mock("~server/auth/sign-in", () => ({ signIn: vi.fn(async () => ({ error: "no", status: 401 })) }));

/** A 32 MB sign-in form, made as it is read: `request.formData()` would buffer all of it. */
function hugeSignIn(): Request {
  let pieces = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("email=a%40example.com&password="));
    },
    pull(controller) {
      if (++pieces > 512) controller.close();
      else controller.enqueue(new Uint8Array(64 * 1024).fill(97));
    },
  });
  return new Request("http://localhost/admin/sign-in", {
    method: "POST",
    body,
    duplex: "half",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  } as RequestInit);
}

describe("sign-in action", () => {
  it("reads the form with the public forms' bounded reader: a 32 MB body gets 413, and no sign-in is tried", async () => {
    const { signIn } = await import("~server/auth/sign-in");
    const context = { staff: null } as unknown as AppLoadContext;
    const answer = await action({ context, request: hugeSignIn(), params: {} } as Parameters<typeof action>[0]);
    expect(answer).toMatchObject({
      init: { status: 413 },
      data: { result: { error: { "": [STAFF_AUTH_TEXT.formUnreadable] } } },
    });
    expect(signIn).not.toHaveBeenCalled();
  });
});
