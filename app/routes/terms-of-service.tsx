import { LegalPage } from "~/components/legal-page";
import { termsSections } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { useSiteConfig } from "~/lib/use-site-config";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "Terms for quotations, manufacturer warranties, service standards and support for the equipment we supply.",
  });

export default function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" sections={termsSections(useSiteConfig())} />;
}
