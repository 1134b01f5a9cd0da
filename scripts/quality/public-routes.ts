/** The public pages of a production build, from React Router's browser route manifest (`build.assets.routes`). Pure. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
}

export type RouteManifest = Record<string, ManifestRoute>;

/** The staff back office: measured by nobody's first visit, so outside the public budget. */
const ADMIN = /^\/admin(\/|$)/;

/** Every spelling of a path whose optional segments (`:subcategory?`, `static?`) are each left out or kept. */
export function expandOptionalSegments(path: string): string[] {
  let variants = [""];
  for (const segment of path.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const kept = variants.map((variant) => `${variant}/${optional ? segment.slice(0, -1) : segment}`);
    variants = optional ? [...variants, ...kept] : kept;
  }
  return variants.map((variant) => variant || "/");
}

function fullPath(routes: RouteManifest, route: ManifestRoute): string {
  const segments: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined)
    if (at.path) segments.unshift(at.path);
  return `/${segments.join("/")}`;
}

/**
 * Path patterns of the public pages: every route with a component, except the root, pathless layouts (not a page by
 * themselves) and the back office; a route with optional segments gives one pattern per spelling.
 */
export function publicPagePatterns(routes: RouteManifest): string[] {
  const patterns = Object.values(routes)
    .filter((route) => route.id !== "root" && route.hasDefaultExport === true && (route.index || route.path))
    .flatMap((route) => expandOptionalSegments(fullPath(routes, route)))
    .filter((pattern) => !ADMIN.test(pattern));
  return [...new Set(patterns)];
}

/**
 * A URL for a pattern: `:name` from `params`, the splat `*` from `splat`. A parameter nobody supplied is an error, so a
 * new route with a new parameter is noticed instead of measured as a 404.
 */
export function fillPattern(pattern: string, params: Record<string, string>, splat: string): string {
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return splat;
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`No value for the parameter ${segment} of ${pattern}`);
      return encodeURIComponent(value);
    })
    .join("/");
}
