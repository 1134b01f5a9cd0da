import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { useCloseOnNavigate } from "./use-close-on-navigate";

/** Grace period so the pointer can cross the gap between trigger, menu and submenu without the menu closing. */
const CLOSE_DELAY_MS = 150;

/**
 * Open state for a Radix dropdown that also opens on mouse hover (spec 2.2). Keyboard, click and touch keep Radix's
 * own behaviour through `onOpenChange`; only mouse pointers open and close it by hovering.
 */
export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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

  return { open, onOpenChange, triggerProps, contentProps: hoverProps };
}
