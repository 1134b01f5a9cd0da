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

describe("list rows and their buttons' intents", () => {
  const rows = z.object({ spec: z.array(z.object({ label: z.string() })).optional() });
  const posted = (entries: Array<[string, string]>) => new URLSearchParams(entries);
  const intent = (value: unknown): [string, string] => ["__intent__", JSON.stringify(value)];
  const labels = (entries: Array<[string, string]>) =>
    (
      parseForm(posted(entries), rows).reply().initialValue as { spec?: Array<{ label?: string } | undefined> }
    ).spec?.map((row) => row?.label ?? "");

  it("keeps the rows' fields below index 10,000 and drops other paths", () => {
    const submission = parseForm(
      posted([
        ["spec[0].label", "a"],
        ["spec[1].label", "b"],
        ["spec[10000].label", "far"],
        ["x[0]", "bare"],
        ["spec[0].label.deep", "deep"],
      ]),
      rows,
    );
    expect(submission.status).toBe("success");
    expect(submission.payload).toEqual({ spec: [{ label: "a" }, { label: "b" }] });
  });

  it("applies a list button's insert, remove and reorder, and saves nothing (no value)", () => {
    const two: Array<[string, string]> = [
      ["spec[0].label", "a"],
      ["spec[1].label", "b"],
    ];
    const moved = parseForm(
      posted([...two, intent({ type: "reorder", payload: { name: "spec", from: 1, to: 0 } })]),
      rows,
    );
    expect(moved.status).toBeUndefined();
    expect(labels([...two, intent({ type: "reorder", payload: { name: "spec", from: 1, to: 0 } })])).toEqual([
      "b",
      "a",
    ]);
    expect(labels([...two, intent({ type: "remove", payload: { name: "spec", index: 0 } })])).toEqual(["b"]);
    expect(labels([...two, intent({ type: "insert", payload: { name: "spec" } })])).toEqual(["a", "b", ""]);
  });

  it("drops intents Conform would fail on or that are not list buttons, so the post is a plain submit", () => {
    const two: Array<[string, string]> = [
      ["spec[0].label", "a"],
      ["spec[1].label", "b"],
    ];
    for (const bad of [
      ["__intent__", "{not json"],
      intent({ type: "update", payload: { name: "spec", value: "x" } }),
      intent({ type: "reset", payload: {} }),
      intent({ type: "remove", payload: { name: "spec", index: 1e9 } }),
      intent({ type: "reorder", payload: { name: "spec", from: 0 } }),
      intent({ type: "insert", payload: { name: "spec", defaultValue: { label: { deep: 1 } } } }),
      intent({ type: "insert", payload: { name: "spec[0]" } }),
      intent({ type: "insert", payload: { name: "note" } }),
    ] as Array<[string, string]>) {
      const submission = parseForm(posted([...two, ["note", "text"], bad]), rows);
      expect(submission.status, bad[1]).toBe("success");
    }
    // A list's name posted as a plain field too: its rows are dropped rather than set on a string.
    expect(parseForm(posted([["spec", "x"], ...two]), z.object({ spec: z.string() })).payload).toEqual({ spec: "x" });
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
