import { GraduationCap, Handshake, Wrench, type LucideIcon } from "lucide-react";
import { SERVICE_TEXT, SERVICES, type ServiceIcon } from "~/content/company";
import { useLocale } from "~/lib/i18n/use-locale";

const ICONS: Record<ServiceIcon, LucideIcon> = {
  "graduation-cap": GraduationCap,
  wrench: Wrench,
  handshake: Handshake,
};

/** The three service cards (spec 2.3, 3.5), on the home page and in the about page's #services section. */
export function ServiceCards({ headingLevel: Heading = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const texts = SERVICE_TEXT[useLocale()];
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {SERVICES.map((service) => {
        const Icon = ICONS[service.icon];
        const text = texts[service.id];
        return (
          <li
            key={service.id}
            data-testid={`service-${service.id}`}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className={`inline-flex rounded-lg p-3 text-white ${service.color}`}>
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <Heading className="mt-4 text-lg font-semibold text-slate-900">{text.title}</Heading>
            <p className="mt-2 text-slate-700">{text.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
