/** Spec 9.3: how many skeleton cards a product-listing screen shows while its data is on the way (null: not a listing). */
const SKELETONS_BY_PATH: Array<[RegExp, number]> = [
  [/^\/products\/?$/i, 6],
  [/^\/category\/[^/]+(\/[^/]+)?\/?$/i, 8],
  [/^\/solutions\/?$/i, 6],
  [/^\/(commercial-spaces|healthcare-facilities|hospitality-excellence)\/?$/i, 6],
  [/^\/(vacuum-solutions|automation-solutions)\/?$/i, 3],
  [/^\/(smart-floor-care|advanced-chemicals)\/?$/i, 6],
];

export function skeletonCountFor(pathname: string): number | null {
  return SKELETONS_BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
