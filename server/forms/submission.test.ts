import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import { contactFormSchema } from "~/lib/forms/contact-schema";
import { FORM_GUARD_TEXT } from "~/content/forms";
import { checkFormToken, issueFormToken, tokenIssuedAt } from "./form-token";
import { handleSubmission, MAX_FORM_BYTES, readForm, requireForm } from "./submission";
import { memoryUsedTokens, type UsedTokenStore } from "./used-tokens";
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from "~server/http/body-limit";

const secret = "a-test-secret-of-enough-length";
const typed = {
  firstName: "Zoë",
  lastName: "Haddad",
  email: "zoe@Example.COM",
  category: "Chemicals",
  message: "40 L of floor cleaner a month",
};

function context(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    env: { FORM_TOKEN_SECRET: secret, FORM_MIN_FILL_MS: 2000 },
    rateLimited: false,
    requestId: "test",
    cspNonce: "",
    ...overrides,
  } as AppLoadContext;
}

function post(fields: Record<string, string>, token = issueFormToken(secret, "contact", Date.now() - 5000)) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams({ formToken: token, website: "", ...fields }),
  });
}

async function submit(
  request: Request,
  options: {
    context?: AppLoadContext;
    store?: () => Promise<{ reference: string }>;
    usedTokens?: UsedTokenStore;
    now?: () => number;
  } = {},
) {
  const store = vi.fn(options.store ?? (async () => ({ reference: "C-2026-000001" })));
  const usedTokens = options.usedTokens ?? memoryUsedTokens();
  const answer = await handleSubmission({
    context: options.context ?? context(),
    request,
    form: "contact",
    schema: contactFormSchema("en"),
    store,
    usedTokens,
    now: options.now,
  });
  return { status: answer.init?.status, result: answer.data, store };
}

describe("handleSubmission", () => {
  it("stores a valid submission with the email domain lowercased and answers its reference", async () => {
    const { status, result, store } = await submit(post({ ...typed, phone: "" }));
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, reference: "C-2026-000001" });
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ email: "zoe@example.com", phone: undefined }));
  });

  it.each([
    ["a filled honeypot", post({ ...typed, website: "http://spam.example" }), FORM_GUARD_TEXT.en.rejected],
    [
      "a submission faster than FORM_MIN_FILL_MS",
      post(typed, issueFormToken(secret, "contact", Date.now() - 500)),
      FORM_GUARD_TEXT.en.tooFast,
    ],
    ["a forged token", post(typed, `${Date.now() - 5000}.forged`), FORM_GUARD_TEXT.en.rejected],
    [
      "a token of the other form",
      post(typed, issueFormToken(secret, "quote", Date.now() - 5000)),
      FORM_GUARD_TEXT.en.rejected,
    ],
    [
      "no token",
      new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(typed) }),
      FORM_GUARD_TEXT.en.rejected,
    ],
  ])("refuses %s with 400 and stores nothing", async (_label, request, message) => {
    const { status, result, store } = await submit(request);
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      message,
      result: { initialValue: expect.objectContaining({ firstName: "Zoë" }) },
    });
    expect(store).not.toHaveBeenCalled();
  });

  it("lets a person who was too fast, or whose tab was open for days, send again at once", async () => {
    let clock = 1_800_000_000_000;
    const now = () => clock;
    const early = issueFormToken(secret, "contact", clock - 1990);
    const fast = await submit(post(typed, early), { now });
    expect(fast.result).toMatchObject({ ok: false, message: FORM_GUARD_TEXT.en.tooFast });
    // A new token that still counts the time since the page was served.
    expect(fast.result.formToken).not.toBe(early);
    expect(tokenIssuedAt(fast.result.formToken)).toBe(tokenIssuedAt(early));
    clock += 10; // the time spent reading the answer counts: the new token is now old enough
    expect((await submit(post(typed, fast.result.formToken), { now })).status).toBe(200);

    const expired = await submit(post(typed, issueFormToken(secret, "contact", clock - 2 * 24 * 60 * 60 * 1000)), {
      now,
    });
    expect(expired).toMatchObject({ status: 400, result: { message: FORM_GUARD_TEXT.en.expired } });
    expect((await submit(post(typed, expired.result.formToken), { now })).status).toBe(200);
  });

  it("accepts a token once: a replay gets the form's error and stores nothing", async () => {
    const usedTokens = memoryUsedTokens();
    const token = issueFormToken(secret, "contact", Date.now() - 5000);
    const first = await submit(post(typed, token), { usedTokens });
    expect(first.status).toBe(200);
    expect(first.store).toHaveBeenCalledTimes(1);
    const replay = await submit(post(typed, token), { usedTokens });
    expect(replay.status).toBe(400);
    expect(replay.result).toMatchObject({
      ok: false,
      message: FORM_GUARD_TEXT.en.alreadySent,
      result: { initialValue: expect.objectContaining({ firstName: "Zoë" }) },
    });
    expect(replay.store).not.toHaveBeenCalled();
    // The visitor who pressed twice can press again with the new token the answer carries.
    expect((await submit(post(typed, replay.result.formToken), { usedTokens })).status).toBe(200);
  });

  it("answers every submission with a new, valid token, and spends none on a rejected one", async () => {
    const usedTokens = memoryUsedTokens();
    const token = issueFormToken(secret, "contact", Date.now() - 5000);
    const invalid = await submit(post({ ...typed, email: "not-an-email" }, token), { usedTokens });
    expect(invalid.status).toBe(400);
    expect(invalid.result.formToken).not.toBe(token);
    expect(checkFormToken(invalid.result.formToken, { secret, form: "contact", minFillMs: 2000 })).toBe("ok");
    const limited = await submit(post(typed, invalid.result.formToken), {
      usedTokens,
      context: context({ rateLimited: true }),
    });
    expect(limited.status).toBe(429);
    expect(limited.result.formToken).not.toBe(invalid.result.formToken);
    // Neither answer used the token up: the visitor's next press with either is stored.
    expect((await submit(post(typed, invalid.result.formToken), { usedTokens })).status).toBe(200);
    const stored = await submit(post(typed, limited.result.formToken), { usedTokens });
    expect(stored.status).toBe(200);
    expect(stored.result.formToken).not.toBe(limited.result.formToken);
  });

  it("answers 429 with the friendly message and everything typed when over the rate limit", async () => {
    const { status, result, store } = await submit(post(typed), { context: context({ rateLimited: true }) });
    expect(status).toBe(429);
    expect(result).toMatchObject({
      ok: false,
      message: FORM_GUARD_TEXT.en.rateLimited,
      result: { initialValue: expect.objectContaining(typed) },
    });
    expect(store).not.toHaveBeenCalled();
  });

  it("answers field messages for a message over 5,000 characters and for control characters", async () => {
    const { status, result } = await submit(post({ ...typed, firstName: "Zo\u0007ë", message: "m".repeat(5001) }));
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      result: {
        error: {
          firstName: ["Contains characters that are not allowed"],
          message: ["Must be at most 5000 characters"],
        },
      },
    });
  });

  it("keeps everything typed with a 503 when the database fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, result } = await submit(post(typed), {
      store: async () => Promise.reject(new Error("connection refused")),
    });
    expect(status).toBe(503);
    expect(result).toMatchObject({
      ok: false,
      message: FORM_GUARD_TEXT.en.unavailable,
      result: { initialValue: expect.objectContaining(typed) },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("refuses a body larger than any person's form with 413, and one it cannot read with 400", async () => {
    expect((await submit(post({ ...typed, message: "x".repeat(MAX_FORM_BYTES) }))).status).toBe(413);
    const garbled = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "not multipart",
    });
    expect((await submit(garbled)).status).toBe(400);
  });
});

describe("readForm", () => {
  it("drops a too-large body without buffering it, and stops reading at the drain limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(await readForm(request, 10 * 1024, 30 * 1024)).toBe("too-large");
    expect(pulled).toBeLessThan(40);
  });
});

/** A form body that never ends: a reader without a limit would wait for it forever. */
function endlessForm(url: string): Request {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(64 * 1024).fill(97));
    },
  });
  return new Request(url, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  } as RequestInit);
}

describe("requireForm (back-office forms)", () => {
  it("reads a form within its route's limit", async () => {
    const form = await requireForm(
      new Request("http://localhost/admin/inquiries/1", {
        method: "POST",
        body: new URLSearchParams({ note: "Called back" }),
      }),
    );
    expect(form.get("note")).toBe("Called back");
  });

  it("throws 413 for a body over its route's limit instead of buffering it, and 400 for one it cannot read", async () => {
    const tooLarge = await requireForm(endlessForm("http://localhost/admin/products/1/delete")).catch(
      (error: unknown) => error,
    );
    expect(tooLarge).toMatchObject({ init: { status: 413 } });
    const garbled = new Request("http://localhost/admin/account", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "not multipart",
    });
    expect(await requireForm(garbled).catch((error: unknown) => error)).toMatchObject({ init: { status: 400 } });
  });

  it("uses the limit of the route it was posted to", async () => {
    expect(bodyLimitFor("/admin/products/1/delete")).toBe(DEFAULT_BODY_LIMIT);
    const within = "x".repeat(DEFAULT_BODY_LIMIT * 2);
    const form = await requireForm(
      new Request("http://localhost/admin/products/new", {
        method: "POST",
        body: new URLSearchParams({ description: within }),
      }),
    );
    expect(form.get("description")).toBe(within);
  });
});
