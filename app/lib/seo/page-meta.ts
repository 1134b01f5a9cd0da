import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Gulf Clean Equipment";

/** Title, description and their Open Graph twins for one page; every page calls this from its `meta` export. */
export function pageMeta({
  title,
  description,
  image,
  noindex = false,
}: {
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:image", content: image },
        ]
      : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
