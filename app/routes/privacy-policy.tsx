import { LegalPage } from "~/components/legal-page";
import { privacySections } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { useSiteConfig } from "~/lib/use-site-config";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How we collect, use and protect the contact details and business requirements you send us through this website.",
  });

export default function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" sections={privacySections(useSiteConfig())} />;
}
