import { describe, expect, it } from "vitest";
import { DELAYED_SCROLL_MS, decideScroll, delayedScrollLinkProps, scrollDelayFromState } from "./scroll-to-top";

const push = { navigationType: "PUSH" as const, hash: "", state: null, isInitial: false };

describe("decideScroll", () => {
  it("leaves the first page load alone", () => {
    expect(decideScroll({ ...push, isInitial: true, hash: "#services" })).toEqual({ kind: "none" });
  });

  it("leaves back/forward navigations to scroll restoration", () => {
    expect(decideScroll({ ...push, navigationType: "POP", state: { scrollDelayMs: 100 } })).toEqual({ kind: "none" });
  });

  it("scrolls to the element named by the hash", () => {
    expect(decideScroll({ ...push, hash: "#services" })).toEqual({ kind: "element", id: "services" });
    expect(decideScroll({ ...push, navigationType: "REPLACE", hash: "#our%20team" })).toEqual({
      kind: "element",
      id: "our team",
    });
  });

  it("treats a bare # as no hash", () => {
    expect(decideScroll({ ...push, hash: "#" })).toEqual({ kind: "none" });
  });

  it("keeps a malformed hash as written", () => {
    expect(decideScroll({ ...push, hash: "#100%" })).toEqual({ kind: "element", id: "100%" });
  });

  it("scrolls to the top after the delay a link asked for", () => {
    expect(decideScroll({ ...push, state: delayedScrollLinkProps.state })).toEqual({ kind: "top", delayMs: 100 });
  });

  it("leaves plain navigations to the router's own reset", () => {
    expect(decideScroll(push)).toEqual({ kind: "none" });
    expect(decideScroll({ ...push, state: { from: "somewhere" } })).toEqual({ kind: "none" });
  });
});

describe("scrollDelayFromState", () => {
  it("reads a valid delay and caps it at one second", () => {
    expect(scrollDelayFromState({ scrollDelayMs: 0 })).toBe(0);
    expect(scrollDelayFromState({ scrollDelayMs: DELAYED_SCROLL_MS })).toBe(100);
    expect(scrollDelayFromState({ scrollDelayMs: 60_000 })).toBe(1000);
  });

  it("ignores anything else", () => {
    for (const state of [
      undefined,
      null,
      "100",
      100,
      {},
      { scrollDelayMs: "100" },
      { scrollDelayMs: -1 },
      { scrollDelayMs: Number.NaN },
    ]) {
      expect(scrollDelayFromState(state)).toBeNull();
    }
  });
});

describe("delayedScrollLinkProps", () => {
  it("stops the immediate reset and asks for the 100 ms delay of spec 9.4", () => {
    expect(delayedScrollLinkProps).toEqual({ preventScrollReset: true, state: { scrollDelayMs: 100 } });
  });
});
