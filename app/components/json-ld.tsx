import { jsonLdText } from "~/lib/seo/structured-data";
import { useNonce } from "~/lib/nonce";

/** One schema.org block, server-rendered for crawlers. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
