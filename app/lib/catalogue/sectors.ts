/**
 * Application sectors (spec 2.10, 9.1): their URL values (their names are SECTOR_LABELS, app/content/sector-heads.ts). Which products each shows is a derived fact
 * (server/catalogue/derived-facts.ts), stored in `products.fits_<sector>`: one rule for the sector pages and
 * /products?application=.
 */
export const SECTORS = ["commercial", "healthcare", "hospitality"] as const;
export type Sector = (typeof SECTORS)[number];

/** Unknown or differently-cased values: lowercased when known, otherwise null (ignored, no error). */
export function parseSector(value: string | null | undefined): Sector | null {
  const normalised = value?.trim().toLowerCase();
  return (SECTORS as readonly string[]).includes(normalised ?? "") ? (normalised as Sector) : null;
}
