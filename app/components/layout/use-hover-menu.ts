import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";

/** How a deferred menu was first used before its code arrived (header-menus.tsx): open it, and take focus if it had it. */
export interface MenuActivation {
  open: boolean;
  focus: boolean;
  /** Opened from the keyboard: open as Radix does for Enter, with the first item focused. */
  keyboardOpen?: boolean;
}
import { useCloseOnNavigate } from "./use-close-on-navigate";

/** Grace period so the pointer can cross the gap between trigger, menu and submenu without the menu closing. */
const CLOSE_DELAY_MS = 150;

/**
 * Open state for a Radix dropdown that also opens on mouse hover (spec 2.2). Keyboard, click and touch keep Radix's
 * own behaviour through `onOpenChange`; only mouse pointers open and close it by hovering.
 */
export function useHoverMenu(activation?: MenuActivation) {
  const [open, setOpen] = useState(activation?.open ?? false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const initial = useRef(activation);
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || !initial.current) return;
    if (initial.current.focus) trigger.focus();
    if (initial.current.keyboardOpen)
      trigger.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
  }, []);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);
  useCloseOnNavigate(() => {
    cancelClose();
    setOpen(false);
  });

  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
    },
  };

  const triggerProps = {
    ...hoverProps,
    // Hovering already opened it: a click then must not toggle it shut again under the pointer.
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && open) event.preventDefault();
    },
  };

  const onOpenChange = (next: boolean) => {
    cancelClose();
    setOpen(next);
  };

  return { open, onOpenChange, triggerRef, triggerProps, contentProps: hoverProps };
}
