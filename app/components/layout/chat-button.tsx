import { MessageCircle as messageCircleIcon } from "lucide";
import { FirstLoadIcon } from "~/components/icons/first-load-icon";
import { CHAT_BUTTON_LABEL } from "~/content/navigation";
import { whatsappHref } from "~/content/site-config";
import { useSiteConfig } from "~/lib/use-site-config";
import { useLocale } from "~/lib/i18n/use-locale";

/** Floating WhatsApp chat link with the pre-filled enquiry of spec section 1. */
export function ChatButton() {
  const site = useSiteConfig();
  const locale = useLocale();
  const label = CHAT_BUTTON_LABEL[locale];
  // In its own labelled landmark, so the floating link is not content outside every region.
  return (
    <aside aria-label={label}>
      <a
        href={whatsappHref(site, locale)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
        className="fixed bottom-4 end-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-green-800"
      >
        <FirstLoadIcon icon={messageCircleIcon} className="h-7 w-7" />
      </a>
    </aside>
  );
}
