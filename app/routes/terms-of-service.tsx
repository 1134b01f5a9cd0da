import type { Route } from "./+types/terms-of-service";
import { LegalPage } from "~/components/legal-page";
import { TERMS_OF_SERVICE } from "~/content/legal";
import { localeOfPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { useSiteConfig } from "~/lib/use-site-config";

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const text = TERMS_OF_SERVICE[locale];
  return pageMeta({ title: text.title, description: text.metaDescription, locale });
}

export default function TermsOfServicePage() {
  const text = TERMS_OF_SERVICE[useLocale()];
  return <LegalPage title={text.title} sections={text.sections(useSiteConfig())} />;
}
