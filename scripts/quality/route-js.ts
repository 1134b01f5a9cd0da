/** First-load JavaScript per route, from the production build's browser manifest (pure: file reading is injected). */
export interface ManifestRoute {
  id: string;
  path?: string;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

export interface BrowserManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteWeight {
  route: string;
  files: number;
  gzipBytes: number;
}

/** The files a first visit to `routeId` loads: the client entry, the root route and the route itself, with their imports. */
export function firstLoadFiles(manifest: BrowserManifest, routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** Public page routes: every route with a component except the root. */
export function pageRoutes(manifest: BrowserManifest): ManifestRoute[] {
  return Object.values(manifest.routes).filter((route) => route.id !== "root" && route.hasDefaultExport !== false);
}

export function routeWeights(manifest: BrowserManifest, gzipSize: (file: string) => number): RouteWeight[] {
  return pageRoutes(manifest).map((route) => {
    const files = firstLoadFiles(manifest, route.id);
    return {
      route: route.path === undefined ? "/" : `/${route.path}`,
      files: files.length,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
    };
  });
}
