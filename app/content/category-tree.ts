/** The fixed category tree of spec 3.4: names, descriptions and order. Counts shown to visitors are live (from the database); `productCount`/`count` here are the spec's figures, used to seed the demo catalogue. */
export interface SubCategory {
  name: string;
  href: string;
  count: number;
  description: string;
}

export interface Category {
  name: string;
  href: string;
  description: string;
  productCount: number;
  subCategories: SubCategory[];
}

/** "Vacuums & Scrubing Machines" -> "vacuums-&-scrubing-machines": the spec's slug rule (lowercase, spaces to hyphens). */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

export function catalogueHref(category: string, subcategory?: string): string {
  const params = new URLSearchParams({ category });
  if (subcategory) params.set("subcategory", subcategory);
  return `/products?${params.toString()}`;
}

function category(
  name: string,
  description: string,
  productCount: number,
  subs: Array<[string, number, string]>,
): Category {
  return {
    name,
    href: catalogueHref(name),
    description,
    productCount,
    subCategories: subs.map(([subName, count, subDescription]) => ({
      name: subName,
      href: catalogueHref(name, subName),
      count,
      description: subDescription,
    })),
  };
}

export const CATEGORY_TREE: Category[] = [
  category(
    "Equipments",
    "Commercial and industrial machines: vacuums, scrubber-dryers, floor machines, grinders and polishers for every surface and scale.",
    123,
    [
      [
        "Vacuums & Scrubing Machines",
        33,
        "Dry and wet vacuums, walk-behind and ride-on scrubber-dryers for offices, malls and warehouses.",
      ],
      [
        "Grinding & Polishing Tools",
        57,
        "Diamond discs, pads and segments for concrete, marble and terrazzo restoration.",
      ],
      ["Floor Cleaning Machines", 9, "Single-disc machines, sweepers and burnishers for daily floor care."],
      [
        "Vacuum , High Pressure & Steam Machines",
        9,
        "Pressure washers, steam cleaners and heavy-duty extraction units.",
      ],
      [
        "Carpet cleaning and sanitizing machines",
        5,
        "Carpet extractors and sanitizing units for hotels, offices and clinics.",
      ],
      ["Grinding & Polishing Machines", 4, "Planetary grinders and polishers for stone and concrete floors."],
      ["Industrial Vacuum Machines", 4, "High-capacity industrial vacuums for dust, liquids and fine particles."],
      ["Window Cleaning", 2, "Pure-water and high-reach systems for glass facades."],
    ],
  ),
  category(
    "Washroom Hygiene",
    "Dispensers, refills, fragrance systems and restroom supplies that keep washrooms clean, stocked and fresh.",
    87,
    [
      ["Dispensers", 24, "Soap, sanitizer, towel and tissue dispensers in manual and touch-free models."],
      ["Fragrance Oil", 24, "Concentrated fragrance oils for diffusers in lobbies, hotels and retail."],
      ["Aerosol Refill", 18, "Metered aerosol air-care refills in long-lasting scents."],
      ["Diffusers", 7, "Cold-air scent diffusers for rooms and HVAC systems."],
      ["Non Aerosol Refills", 5, "Gas-free air-care refills for sensitive spaces."],
      ["Restroom Supplies", 5, "Urinal screens, seat covers and daily restroom consumables."],
      ["Non Aerosol Dispenser", 2, "Battery-powered dispensers for non-aerosol refills."],
      ["Hand Dryer", 1, "Energy-efficient high-speed hand dryers."],
      ["Refill", 1, "Universal refills for washroom dispensers."],
    ],
  ),
  category(
    "Chemicals",
    "Professional cleaning chemicals for housekeeping and commercial kitchens, dosed for safe, consistent results.",
    66,
    [
      ["Housekeeping Chemicals", 37, "Floor, surface, glass and washroom chemicals for daily housekeeping."],
      ["Kitchen Chemicals", 28, "Degreasers, dishwash detergents and food-safe sanitizers for kitchens."],
    ],
  ),
  category(
    "Cleaning Tools & Accessories",
    "Mops, squeegees, pads and trolleys: the hand tools that make every cleaning job faster.",
    61,
    [
      ["Window Cleaning Tools", 27, "Squeegees, applicators, scrapers and extension poles for glass."],
      ["Floor Pads", 18, "Stripping, scrubbing, buffing and polishing pads in every size."],
      ["Floor Cleaning Tools", 15, "Mops, buckets, brooms and trolleys for floor care."],
    ],
  ),
  category(
    "Waste Management",
    "Bins and containers for offices, public areas and back-of-house waste separation.",
    21,
    [["Bins", 21, "Pedal, swing, recycling and outdoor bins in steel and plastic."]],
  ),
];
