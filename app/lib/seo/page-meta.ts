import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Gulf Clean Equipment";

/** Title, description and their Open Graph twins for one page; every page calls this from its `meta` export. */
export function pageMeta({ title, description, noindex = false }: { title: string; description: string; noindex?: boolean }): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
