import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { CONTACT_PAGE_TEXT } from "~/content/contact";
import { siteTextIn } from "~/content/site-config";
import { BUSINESS_HOURS } from "~/content/business-hours";
import { useLocale } from "~/lib/i18n/use-locale";
import { LIST_SEPARATOR } from "~/lib/i18n/locale";
import { useSiteConfig } from "~/lib/use-site-config";

/** Spec 2.12: the contact page's title and its address, phone, email and hours cards (above the contact section). */
export function ContactPageIntro() {
  const site = useSiteConfig();
  const locale = useLocale();
  const page = CONTACT_PAGE_TEXT[locale];
  const text = page.cards;
  const place = siteTextIn(site, locale);
  // Test ids stay the English names in both editions.
  const cards = [
    {
      key: "address",
      icon: MapPin,
      title: text.address,
      lines: [`${place.city}${LIST_SEPARATOR[locale]}${place.country}`],
    },
    {
      key: "phone",
      icon: Phone,
      title: text.phone,
      lines: [`${text.showroom}: ${site.showroomPhone}`, `${text.warehouse}: ${site.warehousePhone}`],
    },
    { key: "email", icon: Mail, title: text.email, lines: [site.email] },
    {
      key: "business-hours",
      icon: Clock,
      title: text.hours,
      lines: BUSINESS_HOURS[locale].map((row) => `${row.days}: ${row.hours}`),
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">{page.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ key, icon: Icon, title, lines }) => (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid={`contact-card-${key}`}
          >
            <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
            {lines.map((line) => (
              <p key={line} className="mt-1 text-sm text-slate-700">
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The closing cards under the contact section. */
export function ContactPageClosing() {
  const text = CONTACT_PAGE_TEXT[useLocale()];
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <ul className="grid gap-6 md:grid-cols-3">
        {text.closing.map((card) => (
          <li key={card.title} className="rounded-xl bg-brand-50 p-6">
            <h2 className="text-lg font-semibold text-brand-900">{card.title}</h2>
            <p className="mt-2 text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
