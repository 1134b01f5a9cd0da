import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS } from "~/lib/toast-store";
import { TOAST_RAISED_EVENT } from "~/lib/toast-signal";
import { dismissToast, getToastSnapshot, toast } from "./use-toast";

describe("toast()", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows only the newest toast, open", () => {
    toast({ title: "First" });
    toast({ title: "Message sent", description: "We will reply soon" });
    expect(getToastSnapshot().toasts).toEqual([
      expect.objectContaining({
        title: "Message sent",
        description: "We will reply soon",
        variant: "default",
        open: true,
      }),
    ]);
  });

  it("closes a dismissed toast and removes it after the removal delay", () => {
    const { id, dismiss } = toast({ title: "Failed", variant: "destructive" });
    dismiss();
    expect(getToastSnapshot().toasts).toEqual([expect.objectContaining({ id, variant: "destructive", open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToastSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastSnapshot().toasts).toEqual([]);
  });

  it("raises the window event the root waits on to mount the toast region", () => {
    const target = new EventTarget();
    const raised = vi.fn();
    target.addEventListener(TOAST_RAISED_EVENT, raised);
    vi.stubGlobal("window", target);
    try {
      toast({ title: "Message sent" });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(raised).toHaveBeenCalledTimes(1);
  });
});
