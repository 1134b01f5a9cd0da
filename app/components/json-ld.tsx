import { useNonce } from "~/lib/nonce";

/**
 * One schema.org block, server-rendered for crawlers. Its text comes from the loader (`jsonLdText` of
 * ~/lib/seo/structured-data): building it there keeps the structured-data code out of the browser bundle.
 */
export function JsonLd({ text }: { text: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />;
}
