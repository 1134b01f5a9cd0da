import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { TOAST_TEXT } from "~/content/toast";
import { useLocale } from "~/lib/i18n/use-locale";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastVariant } from "~/lib/toast-store";
import { dismissToast, useToast } from "./use-toast";

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

const DESCRIPTION_CLASS: Record<ToastVariant, string> = {
  default: "text-slate-700",
  destructive: "text-white",
};

/** Spec 9.4: one toast at a time, 5 s, at most 420 px wide, swipe right 50 px to dismiss. Mounted once by the root layout. */
export function Toaster() {
  const { toasts } = useToast();
  const locale = useLocale();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={TOAST_TEXT[locale].regionLabel}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === "destructive" ? "foreground" : "background"}
          data-variant={item.variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none starting:translate-y-2 starting:opacity-0 ${VARIANT_CLASS[item.variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className={`text-sm ${DESCRIPTION_CLASS[item.variant]}`}>
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={TOAST_TEXT[locale].close}
            className="absolute end-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-20 end-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
