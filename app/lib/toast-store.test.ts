import { describe, expect, it } from "vitest";
import { INITIAL_TOAST_STATE, createToastItem, dismissedIds, toastReducer, type ToastState } from "./toast-store";

const first = createToastItem("1", { title: "Sent" });
const second = createToastItem("2", { title: "Failed", description: "Try again", variant: "destructive" });

describe("createToastItem", () => {
  it("opens the toast with the default variant unless told otherwise", () => {
    expect(first).toEqual({ id: "1", title: "Sent", variant: "default", open: true });
    expect(second).toEqual({ id: "2", title: "Failed", description: "Try again", variant: "destructive", open: true });
  });
});

describe("toastReducer", () => {
  it("ADD adds the toast open", () => {
    expect(toastReducer(INITIAL_TOAST_STATE, { type: "ADD", toast: first })).toEqual({ toasts: [first] });
  });

  it("ADD keeps only the newest toast", () => {
    const state = toastReducer(toastReducer(INITIAL_TOAST_STATE, { type: "ADD", toast: first }), {
      type: "ADD",
      toast: second,
    });
    expect(state.toasts).toEqual([second]);
  });

  it("DISMISS closes the given toast without removing it", () => {
    const state: ToastState = { toasts: [first] };
    expect(toastReducer(state, { type: "DISMISS", toastId: "1" })).toEqual({ toasts: [{ ...first, open: false }] });
    expect(toastReducer(state, { type: "DISMISS", toastId: "other" })).toEqual(state);
  });

  it("DISMISS without an id closes every toast", () => {
    const state: ToastState = { toasts: [first, second] };
    expect(toastReducer(state, { type: "DISMISS" }).toasts.every((toast) => !toast.open)).toBe(true);
  });

  it("REMOVE drops the given toast, or all of them", () => {
    const state: ToastState = { toasts: [first, second] };
    expect(toastReducer(state, { type: "REMOVE", toastId: "1" })).toEqual({ toasts: [second] });
    expect(toastReducer(state, { type: "REMOVE" })).toEqual({ toasts: [] });
  });

  it("does not mutate the previous state", () => {
    const state: ToastState = { toasts: [first] };
    toastReducer(state, { type: "DISMISS", toastId: "1" });
    expect(state.toasts[0]?.open).toBe(true);
  });
});

describe("dismissedIds", () => {
  it("names the toasts a dismissal closes", () => {
    const state: ToastState = { toasts: [first, second] };
    expect(dismissedIds(state, "2")).toEqual(["2"]);
    expect(dismissedIds(state)).toEqual(["1", "2"]);
    expect(dismissedIds(state, "nope")).toEqual([]);
  });
});
