import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFailure, plainFields } from "./form-reply";
import { firstInvalidField } from "./form-result";
import { parseForm } from "./parse-form";

const schema = z.object({ first: z.string().min(1, "Say it"), second: z.string().min(1, "Say it too") });

describe("parseForm", () => {
  it("reads the posted text as the schema's input, without Conform's blank-is-absent coercion", () => {
    const submission = parseForm(new URLSearchParams({ first: "a", second: "" }), schema);
    expect(submission.status !== "success" && submission.error).toEqual({ second: ["Say it too"] });
  });

  it("answers with the typed values, the messages and the form's own message", () => {
    const result = parseForm(new URLSearchParams({ first: "", second: "kept" }), schema).reply({
      formErrors: ["Check the fields"],
    });
    expect(result).toMatchObject({
      status: "error",
      initialValue: { second: "kept" },
      error: { first: ["Say it"], "": ["Check the fields"] },
    });
  });

  it("ignores Conform's reserved and path-like names a hostile post could send", () => {
    const hostile = new URLSearchParams({
      first: "a",
      second: "b",
      __intent__: "{not json",
      __state__: "{",
      "x[999999999]": "1",
      "a.b": "2",
    });
    const submission = parseForm(hostile, schema);
    expect(submission.status).toBe("success");
    expect(submission.payload).toEqual({ first: "a", second: "b" });
  });
});

describe("plainFields", () => {
  it("keeps plain names with every value, files included", () => {
    const form = new FormData();
    form.append("tag", "a");
    form.append("tag", "b");
    form.append("file", new File(["x"], "x.txt"));
    form.append("__proto__", "x");
    const kept = plainFields(form);
    expect(kept.getAll("tag")).toEqual(["a", "b"]);
    expect(kept.get("file")).toBeInstanceOf(File);
    expect(kept.has("__proto__")).toBe(false);
  });
});

describe("formFailure", () => {
  it("refuses with a message and a service's field messages, keeping what was typed", () => {
    const result = formFailure(new URLSearchParams({ confirmName: "wrong" }), "Not deleted", {
      fieldErrors: { confirmName: ["Type the exact name"] },
    });
    expect(result).toMatchObject({
      status: "error",
      initialValue: { confirmName: "wrong" },
      error: { confirmName: ["Type the exact name"], "": ["Not deleted"] },
    });
    expect(firstInvalidField(result)).toBe("confirmName");
  });
});

describe("firstInvalidField", () => {
  it("is the first field with a message in the answer's order, never the form's own message", () => {
    expect(firstInvalidField({ error: { "": ["x"], email: ["bad"], message: ["short"] } })).toBe("email");
    expect(firstInvalidField({ error: { "": ["x"], email: null } })).toBeUndefined();
    expect(firstInvalidField(undefined)).toBeUndefined();
  });
});
