import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/legal-page";
import { PRIVACY_POLICY } from "~/content/legal";
import { localeOfPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { useSiteConfig } from "~/lib/use-site-config";

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const text = PRIVACY_POLICY[locale];
  return pageMeta({ title: text.title, description: text.metaDescription, locale });
}

export default function PrivacyPolicyPage() {
  const text = PRIVACY_POLICY[useLocale()];
  return <LegalPage title={text.title} sections={text.sections(useSiteConfig())} />;
}
