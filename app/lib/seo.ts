import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Gulf Clean Equipment";

/** Title and description for one page; every page calls this from its `meta` export. */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }];
}
