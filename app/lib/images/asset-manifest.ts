/** Versions and intrinsic sizes of the images shipped with the site (generated into asset-manifest.generated.ts). */
export interface AssetManifestEntry {
  /** Content hash; `?v=` with it is served immutable for a year. */
  v: string;
  width: number;
  height: number;
}

export type AssetManifest = Record<string, AssetManifestEntry>;
