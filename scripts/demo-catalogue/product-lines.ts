/** What the demo catalogue sells: product lines per subcategory of the tree (spec 3.4), with features and specifications. */
import type { IllustrationKind } from "./illustrations";

export interface ProductLine {
  brand: string;
  kind: IllustrationKind;
  /** Full product names without the brand; one product per name, taken round-robin across a subcategory's lines. */
  names: string[];
  description: string;
  features: string[];
  specifications: string[];
}

export interface SubcategoryPlan {
  category: string;
  /** null: products filed under the category only (spec 3.4: Chemicals 65 of 66, Cleaning Tools & Accessories 60 of 61). */
  subcategory: string | null;
  count: number;
  lines: ProductLine[];
}

const each = (values: Array<string | number>, format: (value: string) => string) =>
  values.map((value) => format(String(value)));
const SCENTS = [
  "Oud Royale",
  "White Tea",
  "Amber Musk",
  "Jasmine Garden",
  "Ocean Breeze",
  "Citrus Grove",
  "Lavender Fields",
  "Sandalwood",
  "Taif Rose",
  "Vanilla Cedar",
  "Fresh Linen",
  "Green Fig",
];
const SIZES = ["1 L", "5 L", "20 L"];

const VACUUM_FEATURES = [
  "HEPA H13 exhaust filtration",
  "Quiet 58 dB(A) operation for daytime cleaning",
  "Large 15 L dust capacity",
  "Tool-free filter access",
  "Shock-absorbing bumper",
  "Cable rewind and tool storage on board",
  "Auto-shutoff float for wet pickup",
  "Ergonomic handle with on/off switch",
  "Lithium-ion battery option",
];
const SCRUBBER_FEATURES = [
  "Squeegee lifts automatically in reverse",
  "Eco mode saves water and chemical",
  "Lithium-ion battery runs up to 3 hours",
  "Smart dosing of detergent",
  "Tool-free brush and pad change",
  "Transparent recovery tank lid",
  "Cleans up to 2,500 m² per hour",
  "Colour-coded touch points for operators",
  "Onboard charger",
];
const PAD_FEATURES = [
  "Hook-and-loop backing for quick change",
  "Wet or dry use",
  "Colour-coded by grit",
  "Long-life resin bond",
  "Leaves no stains on light stone",
  "Works on marble, granite, terrazzo and concrete",
  "Flexible for uneven floors",
  "Consistent scratch pattern",
];
const CHEMICAL_FEATURES = [
  "Concentrated: dilutes 1:100 for daily use",
  "Biodegradable surfactants",
  "Safe on sealed floors and most hard surfaces",
  "Low-foam formula suitable for scrubber-dryers",
  "Pleasant fresh fragrance",
  "Supplied with safety data sheet in English and Arabic",
  "Compatible with dilution control systems",
  "Fast-drying, streak-free finish",
  "Phosphate-free",
];
const KITCHEN_FEATURES = [
  "Food-safe after rinsing",
  "Cuts baked-on grease in minutes",
  "Suitable for soft and hard water",
  "Works in cold water",
  "HACCP-friendly colour-coded labels",
  "Concentrated for low cost in use",
  "Non-corrosive to stainless steel",
  "Dosing pump compatible",
  "Biodegradable surfactants",
];
const DISPENSER_FEATURES = [
  "Touch-free infrared sensor",
  "Lockable with key",
  "Sight window shows refill level",
  "Wall-mounted, screws included",
  "Sealed refills prevent contamination",
  "Up to 50,000 doses per battery set",
  "Vandal-resistant ABS housing",
  "Easy-clean surfaces",
];
const AIRCARE_FEATURES = [
  "Programmable dosing interval",
  "Scent lasts up to 60 days",
  "Covers rooms up to 170 m³",
  "Fits all standard metered dispensers",
  "IFRA-compliant fragrance",
  "Low-VOC formula",
  "Recyclable can",
  "Day-and-night operation settings",
];
const TOOL_FEATURES = [
  "Lightweight aluminium construction",
  "Ergonomic non-slip grip",
  "Replaceable rubber blade",
  "Colour-coded to prevent cross-contamination",
  "Autoclavable up to 95 °C",
  "Compatible with standard threaded poles",
  "Heavy-duty for daily professional use",
  "Microfibre traps 99% of bacteria with water only",
];
const BIN_FEATURES = [
  "Removable inner liner",
  "Soft-close lid",
  "Fingerprint-resistant stainless steel",
  "Non-slip base protects floors",
  "Fire-retardant materials",
  "Colour-coded lids for recycling",
  "Foot pedal keeps hands clean",
  "UV-stable for outdoor use",
];

export const DEMO_PLAN: SubcategoryPlan[] = [
  {
    category: "Equipments",
    subcategory: "Vacuums & Scrubing Machines",
    count: 33,
    lines: [
      {
        brand: "Nordvac",
        kind: "vacuum",
        names: each([15, 30, 45, 60], (m) => `NV ${m} Commercial Dry Vacuum Cleaner`).concat(
          each([30, 50, 70], (m) => `WD ${m} Wet & Dry Vacuum Cleaner`),
          [
            "BP 6 Backpack Vacuum Cleaner",
            "BP 6 Li Cordless Backpack Vacuum",
            "UP 38 Upright Carpet Vacuum",
            "NV 15 Li Cordless Dry Vacuum Cleaner",
            "WD 100 Wet & Dry Vacuum Cleaner",
          ],
        ),
        description:
          "A dependable commercial vacuum for offices, hotels and retail, built to run several shifts a day with low noise and clean exhaust air.",
        features: VACUUM_FEATURES,
        specifications: [
          "Power: 1,100 W",
          "Airflow: 54 l/s",
          "Noise level: 58 dB(A)",
          "Cable length: 12 m",
          "Weight: 8.5 kg",
          "Filtration: HEPA H13",
        ],
      },
      {
        brand: "Aquaris",
        kind: "scrubber",
        names: each([43, 50, 55, 65, 75], (m) => `Scrubmatic ${m} B Walk-Behind Scrubber-Dryer`).concat(
          each([70, 85, 100], (m) => `Scrubrider ${m} Ride-On Scrubber-Dryer`),
          [
            "Compact 38 Micro Scrubber-Dryer",
            "Compact 38 Li Micro Scrubber-Dryer",
            "Scrubmatic 50 E Mains Scrubber-Dryer",
            "Scrubmatic 55 Li Scrubber-Dryer",
            "Scrubmatic 65 Li Scrubber-Dryer",
            "Scrubrider 120 Ride-On Scrubber-Dryer",
          ],
        ),
        description:
          "Scrubs, rinses and dries hard floors in one pass, leaving them safe to walk on at once: for supermarkets, hospitals, airports and warehouses.",
        features: SCRUBBER_FEATURES,
        specifications: [
          "Working width: 510 mm",
          "Squeegee width: 750 mm",
          "Solution tank: 50 L",
          "Recovery tank: 55 L",
          "Run time: up to 3 h",
          "Productivity: 2,500 m²/h",
        ],
      },
      {
        brand: "Robotec Clean",
        kind: "robot",
        names: [
          "AutoScrub R50 Autonomous Scrubber Robot",
          "AutoScrub R75 Autonomous Scrubber Robot",
          "AutoVac V30 Autonomous Vacuum Robot",
          "AutoVac V45 Autonomous Vacuum Robot",
          "AutoScrub R100 Warehouse Scrubber Robot",
          "AutoVac V20 Carpet Vacuum Robot",
          "AutoScrub R60 Compact Scrubber Robot",
        ],
        description:
          "An autonomous cleaning robot that maps the building, plans its own routes and reports every cleaned square metre to the facility manager.",
        features: [
          "Smart route mapping with LiDAR",
          "AI obstacle detection and avoidance",
          "Auto-docking and self-charging",
          "Intelligent cleaning reports on a web dashboard",
          "Works alongside people safely",
          "Schedules night cleaning automatically",
          "Elevator integration for multi-floor buildings",
          "Remote monitoring by mobile app",
        ],
        specifications: [
          "Navigation: LiDAR + 3D cameras",
          "Cleaning width: 500 mm",
          "Run time: 4 h",
          "Coverage: 1,500 m²/h",
          "Charging: automatic dock",
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Grinding & Polishing Tools",
    count: 57,
    lines: [
      {
        brand: "Diamantek",
        kind: "disc",
        names: each([50, 100, 200, 400, 800, 1500, 3000], (g) => `Resin Diamond Polishing Pad 100 mm Grit ${g}`).concat(
          each([50, 100, 200, 400, 800, 1500, 3000], (g) => `Resin Diamond Polishing Pad 250 mm Grit ${g}`),
          each(["16/20", "30/40", "60/80", "120/150"], (g) => `Metal Bond Grinding Segment Grit ${g}`),
          each([6, 16, 30, 60], (g) => `Diamond Cup Wheel 125 mm Grit ${g}`),
          each([30, 60, 120], (g) => `Transitional Copper Bond Pad Grit ${g}`),
          each([50, 100, 200, 400, 800, 1500], (g) => `Diamond Hand Polishing Pad 90 mm Grit ${g}`),
          ["Edge Grinding Disc 125 mm Grit 30", "PCD Coating Removal Scraper 250 mm"],
        ),
        description:
          "Professional diamond tooling for grinding and polishing stone and concrete floors, with a consistent scratch pattern from coarse to mirror finish.",
        features: PAD_FEATURES,
        specifications: [
          "Diameter: 100 mm",
          "Thickness: 3 mm",
          "Bond: resin",
          "Use: wet or dry",
          "Max speed: 4,500 rpm",
          "Fixing: hook and loop",
        ],
      },
      {
        brand: "Lucestone",
        kind: "pad",
        names: each(
          [36, 60, 120, 180, 220, 320, 400, 600, 800],
          (g) => `Magnesite Fickert Polishing Brick Grit ${g}`,
        ).concat(
          each(["0", "00", "000"], (g) => `Lux Marble Polishing Powder ${g} 5 kg`),
          each(["Flexible", "Rigid", "Heavy-Duty"], (g) => `Velcro Backer Plate 100 mm ${g}`),
          each(["Fine", "Medium", "Coarse"], (g) => `Diamond Impregnated Floor Pad 17" ${g}`),
          each([3, 4, 5], (g) => `Planetary Head Segment Holder Set of ${g}`),
          [
            'Crystallizer Steel Wool Pad 17" Twin Pack',
            "Marble Crystallizer Liquid 5 L",
            "Granite Polishing Paste 1 kg",
          ],
        ),
        description:
          "Consumables for stone restoration: polishing bricks, powders and holders that bring marble, granite and terrazzo back to a deep shine.",
        features: PAD_FEATURES,
        specifications: [
          "Pack size: 1 unit",
          "Suitable machines: single-disc 150-450 rpm",
          "Use: wet",
          "Surfaces: marble, terrazzo, limestone",
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Floor Cleaning Machines",
    count: 9,
    lines: [
      {
        brand: "Aquaris",
        kind: "grinder",
        names: [
          'Single-Disc Floor Machine 17" Standard Speed',
          'Single-Disc Floor Machine 17" Dual Speed',
          'Single-Disc Floor Machine 20" Heavy Duty',
          "High-Speed Burnisher 1500 rpm",
          'Battery Burnisher 20" Li',
        ],
        description:
          "A versatile floor machine for scrubbing, stripping, spray-buffing and polishing hard floors and for shampooing carpets.",
        features: [
          "Gear-box driven for high torque",
          "Handle adjusts to operator height",
          "Non-marking bumper and wheels",
          "Fits pads, brushes and sanding discs",
          "Low centre of gravity for stable handling",
          "Optional solution tank",
        ],
        specifications: ["Brush diameter: 430 mm", "Speed: 154 rpm", "Motor: 1,100 W", "Weight: 43 kg", "Cable: 15 m"],
      },
      {
        brand: "Nordvac",
        kind: "scrubber",
        names: [
          "SW 700 Walk-Behind Sweeper",
          "SW 900 Battery Sweeper",
          "SR 1200 Ride-On Sweeper",
          "SR 1500 Diesel Ride-On Sweeper",
        ],
        description:
          "Sweeps dust and debris from car parks, warehouses and outdoor areas, with filtered dust control for clean air.",
        features: [
          "Side brush reaches into corners",
          "Panel filter with shaker",
          "Hopper empties without tools",
          "Cleans up to 6,000 m² per hour",
          "Puncture-proof tyres",
        ],
        specifications: [
          "Sweeping width: 700 mm",
          "Hopper: 50 L",
          "Productivity: 3,600 m²/h",
          "Drive: battery or petrol",
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Vacuum , High Pressure & Steam Machines",
    count: 9,
    lines: [
      {
        brand: "Vaporis",
        kind: "washer",
        names: [
          "HP 150 Cold Water Pressure Washer",
          "HP 200 Cold Water Pressure Washer",
          "HP 250 Three-Phase Pressure Washer",
          "HT 180 Hot Water Pressure Washer",
          "HT 250 Hot Water Pressure Washer",
        ],
        description:
          "A high-pressure cleaner for vehicles, workshops, loading bays and outdoor areas that removes oil, mud and grime fast.",
        features: [
          "Brass pump head with ceramic pistons",
          "Auto start-stop protects the pump",
          "Detergent injection",
          "Steel frame with puncture-proof wheels",
          "Hose reel with 15 m high-pressure hose",
          "Heated models reach 150 °C",
        ],
        specifications: ["Pressure: 150 bar", "Flow rate: 600 l/h", "Power: 3.2 kW", "Hose: 15 m", "Weight: 45 kg"],
      },
      {
        brand: "Vaporis",
        kind: "extractor",
        names: [
          "SC 6 Commercial Steam Cleaner",
          "SC 10 Steam Cleaner with Vacuum",
          "SV 8 Steam Vacuum Sanitizing Unit",
          "WV 80 Three-Motor Wet Vacuum",
        ],
        description:
          "Dry steam for chemical-free cleaning and sanitizing of kitchens, washrooms, upholstery and grout.",
        features: [
          "Dry steam at up to 180 °C",
          "Kills bacteria without chemicals",
          "Continuous refill boiler",
          "Steam and vacuum in one pass",
          "Accessory kit for grout and upholstery",
        ],
        specifications: ["Boiler pressure: 8 bar", "Steam temperature: 180 °C", "Power: 3,000 W", "Tank: 4 L"],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Carpet cleaning and sanitizing machines",
    count: 5,
    lines: [
      {
        brand: "Fibrelux",
        kind: "extractor",
        names: [
          "CX 35 Carpet Extractor",
          "CX 50 Heated Carpet Extractor",
          "CX 70 Walk-Behind Carpet Extractor",
          "UX 10 Upholstery Spot Cleaner",
          "CS 40 Carpet Sanitizing Machine",
        ],
        description:
          "Deep-cleans and sanitizes carpets and upholstery in hotels, offices and clinics, lifting embedded soil and leaving fibres fast-drying.",
        features: [
          "Heated solution for faster drying",
          "Powered brush agitates the pile",
          "Upholstery tool included",
          "Large recovery tank with defoamer",
          "Drying time under 2 hours",
          "Low-moisture sanitizing mode",
        ],
        specifications: ["Solution tank: 35 L", "Pump pressure: 7 bar", "Working width: 380 mm", "Power: 1,850 W"],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Grinding & Polishing Machines",
    count: 4,
    lines: [
      {
        brand: "Lucestone",
        kind: "grinder",
        names: [
          "PG 550 Planetary Floor Grinder",
          "PG 750 Planetary Floor Grinder",
          "PG 820 Remote-Control Floor Grinder",
          "PL 430 Stone Polishing Machine",
        ],
        description:
          "A planetary grinder-polisher for concrete, marble and terrazzo that cuts fast and polishes flat, from rough grinding to high gloss.",
        features: [
          "Three counter-rotating heads for a flat finish",
          "Variable speed drive",
          "Dust shroud ready for extraction",
          "Water feed for wet grinding",
          "Adjustable head pressure",
          "Folding handle for transport",
        ],
        specifications: [
          "Working width: 550 mm",
          "Head speed: 300-1,200 rpm",
          "Motor: 5.5 kW, 400 V",
          "Weight: 270 kg",
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Industrial Vacuum Machines",
    count: 4,
    lines: [
      {
        brand: "Nordvac",
        kind: "vacuum",
        names: [
          "IV 100 Industrial Vacuum Cleaner",
          "IV 200 Three-Phase Industrial Vacuum",
          "IV 60 ATEX Industrial Vacuum",
          "IV 300 Oil & Chip Industrial Vacuum",
        ],
        description:
          "A heavy-duty industrial vacuum for fine dust, liquids and swarf in factories, construction sites and workshops.",
        features: [
          "Continuous-duty turbine",
          "Automatic filter cleaning",
          "Class M dust filtration",
          "Tilting 100 L container",
          "Steel chassis",
          "Oil and chip separation basket",
        ],
        specifications: ["Power: 3 kW, 400 V", "Vacuum: 280 mbar", "Container: 100 L", "Filter: class M"],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Window Cleaning",
    count: 2,
    lines: [
      {
        brand: "Clearview Pro",
        kind: "window",
        names: ["Pure Water Window Cleaning System 100 L", "Pure Water Trolley System 25 L"],
        description:
          "Cleans facades and high windows from the ground with purified water and a carbon-fibre pole, leaving glass spot-free.",
        features: [
          "Reverse-osmosis and resin purification",
          "Reaches up to 18 m from the ground",
          "Battery-powered pump",
          "TDS meter shows water purity",
          "No ladders, no chemicals",
        ],
        specifications: ["Tank: 100 L", "Output: 120 l/h", "Battery: 12 V, 40 Ah"],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Dispensers",
    count: 24,
    lines: [
      {
        brand: "Hygiena Systems",
        kind: "dispenser",
        names: each(["White", "Black", "Stainless Steel"], (c) => `Foam Soap Dispenser 1 L ${c}`).concat(
          each(["White", "Black", "Stainless Steel"], (c) => `Touch-Free Sanitizer Dispenser 1.2 L ${c}`),
          each(["White", "Black", "Stainless Steel"], (c) => `Liquid Soap Dispenser 800 ml ${c}`),
          each(["White", "Black", "Stainless Steel"], (c) => `Z-Fold Paper Towel Dispenser ${c}`),
          each(["White", "Black", "Stainless Steel"], (c) => `Auto-Cut Towel Roll Dispenser ${c}`),
          each(["White", "Black", "Stainless Steel"], (c) => `Jumbo Toilet Roll Dispenser ${c}`),
          each(["White", "Black", "Stainless Steel"], (c) => `Toilet Seat Sanitizer Dispenser ${c}`),
          each(["White", "Black", "Stainless Steel"], (c) => `Centre-Pull Tissue Dispenser ${c}`),
        ),
        description:
          "A hygienic washroom dispenser that keeps refills sealed and within easy reach, for offices, malls, hospitals and schools.",
        features: DISPENSER_FEATURES,
        specifications: [
          "Capacity: 1 L",
          "Material: ABS or AISI 304",
          "Power: 4 x C batteries (sensor models)",
          "Dimensions: 270 x 120 x 110 mm",
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Fragrance Oil",
    count: 24,
    lines: [
      {
        brand: "Scentiq",
        kind: "bottle",
        names: SCENTS.flatMap((scent) => [`${scent} Fragrance Oil 500 ml`, `${scent} Fragrance Oil 1 L`]),
        description:
          "A concentrated fragrance oil for cold-air diffusers that gives lobbies, hotel corridors and showrooms a signature scent.",
        features: [
          "Pure oil without alcohol or water",
          "Designed for cold-air nebulising diffusers",
          "IFRA-compliant",
          "Long throw for large spaces",
          "Perfumer-made signature blends",
          "Safety data sheet supplied",
        ],
        specifications: ["Volume: 500 ml", "Base: oil, no alcohol", "Coverage: up to 500 m³ per diffuser"],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Aerosol Refill",
    count: 18,
    lines: [
      {
        brand: "Aurafresh",
        kind: "aerosol",
        names: SCENTS.slice(0, 9).flatMap((scent) => [
          `${scent} Metered Aerosol Refill 250 ml`,
          `${scent} Metered Aerosol Refill 300 ml`,
        ]),
        description:
          "A metered air-care aerosol that releases a measured burst of fragrance at set intervals for consistently fresh washrooms.",
        features: AIRCARE_FEATURES,
        specifications: [
          "Volume: 250 ml",
          "Sprays: 3,000 per can",
          "Duration: up to 60 days",
          "Fits: all standard metered dispensers",
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Diffusers",
    count: 7,
    lines: [
      {
        brand: "Scentiq",
        kind: "diffuser",
        names: [
          "Aroma Mini Cold-Air Diffuser",
          "Aroma 300 Cold-Air Diffuser",
          "Aroma 600 Cold-Air Diffuser",
          "Aroma 1500 HVAC Scent Diffuser",
          "Aroma 3000 HVAC Scent Diffuser",
          "Aroma Wall Scent Diffuser",
          "Aroma Tower Standing Diffuser",
        ],
        description:
          "A cold-air diffuser that turns fragrance oil into a dry micro-mist without heat, scenting rooms evenly with a programmable schedule.",
        features: [
          "Cold-air nebulising technology",
          "Programmable by day and time",
          "Bluetooth app control",
          "Connects to HVAC ducts (HVAC models)",
          "Whisper-quiet operation",
          "Lockable casing",
        ],
        specifications: ["Coverage: 300 m³", "Oil bottle: 500 ml", "Power: 12 V adapter", "Noise: under 30 dB"],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Non Aerosol Refills",
    count: 5,
    lines: [
      {
        brand: "Aurafresh",
        kind: "bottle",
        names: [
          "Ocean Breeze Non-Aerosol Refill",
          "Citrus Grove Non-Aerosol Refill",
          "Fresh Linen Non-Aerosol Refill",
          "White Tea Non-Aerosol Refill",
          "Lavender Fields Non-Aerosol Refill",
        ],
        description: "A gas-free air-care refill for clinics, schools and other spaces where aerosols are not wanted.",
        features: AIRCARE_FEATURES,
        specifications: ["Volume: 100 ml", "Duration: up to 90 days", "Propellant: none"],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Restroom Supplies",
    count: 5,
    lines: [
      {
        brand: "Hygiena Systems",
        kind: "pad",
        names: [
          "Anti-Splash Urinal Screen Citrus",
          "Anti-Splash Urinal Screen Mango",
          "Toilet Seat Cover Pack of 250",
          "Sanitary Disposal Bags Pack of 50",
          "Enzyme Urinal Blocks 1 kg",
        ],
        description:
          "Everyday restroom consumables that stop odours and splashes and keep a busy washroom pleasant between cleans.",
        features: [
          "Fragrance lasts up to 30 days",
          "Reduces splash-back",
          "Enzymes break down uric scale",
          "Recyclable materials",
          "Fits all standard urinals",
        ],
        specifications: ["Pack size: 10 units", "Duration: 30 days each"],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Non Aerosol Dispenser",
    count: 2,
    lines: [
      {
        brand: "Aurafresh",
        kind: "dispenser",
        names: ["Passive Air Care Dispenser White", "Battery Fan Air Care Dispenser"],
        description:
          "A dispenser for non-aerosol refills that freshens the air continuously with a quiet fan or a passive airflow design.",
        features: [
          "Quiet fan with adjustable intensity",
          "Lockable cover",
          "Low battery indicator",
          "Works with all Aurafresh non-aerosol refills",
        ],
        specifications: ["Power: 2 x D batteries", "Battery life: 12 months"],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Hand Dryer",
    count: 1,
    lines: [
      {
        brand: "Airdry",
        kind: "dryer",
        names: ["Jet 1800 High-Speed Hand Dryer"],
        description:
          "A high-speed hand dryer that dries hands in 10 seconds while using a fraction of the energy of paper towels.",
        features: [
          "Dries hands in 10 seconds",
          "HEPA filter cleans the air flow",
          "Adjustable speed and heat",
          "Touch-free sensor",
          "Antibacterial coating",
        ],
        specifications: ["Power: 1,800 W", "Air speed: 100 m/s", "Drying time: 10 s", "Noise: 70 dB"],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Refill",
    count: 1,
    lines: [
      {
        brand: "Hygiena Systems",
        kind: "bottle",
        names: ["Universal Foam Soap Refill 1 L"],
        description:
          "A sealed foam soap cartridge with a new pump in every refill, so no soap is ever topped up by hand.",
        features: [
          "Sealed cartridge with fresh pump",
          "Mild, skin-friendly formula",
          "About 2,500 washes per refill",
          "Fits Hygiena foam dispensers",
        ],
        specifications: ["Volume: 1 L", "pH: 5.5"],
      },
    ],
  },
  {
    category: "Chemicals",
    subcategory: "Housekeeping Chemicals",
    count: 37,
    lines: [
      {
        brand: "Purecare Chemie",
        kind: "canister",
        names: [
          "Neutral Floor Cleaner",
          "Glass & Mirror Cleaner",
          "Multi-Surface Cleaner",
          "Washroom Descaler",
          "Floor Stripper",
          "Floor Polish High Gloss",
          "Stainless Steel Polish",
          "Carpet Shampoo",
          "Furniture Polish",
          "Heavy-Duty Floor Detergent",
          "Marble Floor Cleaner",
          "Air Freshener Concentrate",
        ].flatMap((type) => SIZES.map((size) => `${type} ${size}`)),
        description:
          "A professional housekeeping chemical for daily cleaning, dosed for consistent results and safe on the surfaces it is made for.",
        features: CHEMICAL_FEATURES,
        specifications: ["Pack size: 5 L", "pH: 7-8", "Dilution: 1:100 to 1:200", "Shelf life: 24 months"],
      },
      {
        brand: "Sanitas Pro",
        kind: "canister",
        names: ["Hospital-Grade Disinfectant Cleaner 5 L"],
        description:
          "A one-step disinfectant cleaner for wards, clinics and public washrooms, effective against bacteria and enveloped viruses.",
        features: [
          "Bactericidal and virucidal (EN 1276, EN 14476)",
          "One-step clean and disinfect",
          "Contact time: 5 minutes",
          "Fragrance-free",
        ],
        specifications: ["Pack size: 5 L", "Dilution: 1:50", "Contact time: 5 min"],
      },
    ],
  },
  {
    category: "Chemicals",
    subcategory: "Kitchen Chemicals",
    count: 28,
    lines: [
      {
        brand: "Kitchex",
        kind: "canister",
        names: [
          "Heavy-Duty Degreaser",
          "Oven & Grill Cleaner",
          "Machine Dishwash Detergent",
          "Machine Rinse Aid",
          "Manual Dishwashing Liquid",
          "Lime Scale Remover",
          "Drain Maintenance Gel",
          "Pot & Pan Soak",
        ].flatMap((type) => SIZES.map((size) => `${type} ${size}`)),
        description:
          "A commercial kitchen chemical that cuts grease and scale fast and keeps food-preparation areas HACCP-compliant.",
        features: KITCHEN_FEATURES,
        specifications: ["Pack size: 5 L", "pH: 12-13", "Dilution: 1:20 to 1:50", "Shelf life: 24 months"],
      },
      {
        brand: "Sanitas Pro",
        kind: "canister",
        names: [
          "Food-Safe Sanitizer 5 L",
          "Food-Safe Sanitizer 20 L",
          "Quat Surface Sanitizer 5 L",
          "Fruit & Vegetable Wash 5 L",
        ],
        description:
          "A food-safe sanitizer for boards, counters and utensils that kills bacteria without leaving a taste or smell.",
        features: [
          "No-rinse at recommended dilution",
          "Effective against Listeria and E. coli",
          "Fragrance-free",
          "Safe on stainless steel",
        ],
        specifications: ["Pack size: 5 L", "Dilution: 1:100", "Contact time: 60 s"],
      },
    ],
  },
  {
    category: "Chemicals",
    subcategory: null,
    count: 1,
    lines: [
      {
        brand: "Purecare Chemie",
        kind: "dispenser",
        names: ["Chemical Dilution Control Station 4-Product"],
        description:
          "A wall-mounted dilution station that mixes four concentrates at exact ratios into bottles and buckets, cutting chemical waste and cost.",
        features: [
          "Four products from one station",
          "Exact ratios every time",
          "Locked cabinet for concentrates",
          "No electricity needed",
          "Colour-coded buttons",
        ],
        specifications: ["Flow: 4 l/min (bucket), 1 l/min (bottle)", "Water pressure: 2-6 bar"],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: "Window Cleaning Tools",
    count: 27,
    lines: [
      {
        brand: "Clearview Pro",
        kind: "squeegee",
        names: each([25, 35, 45, 55, 75], (w) => `Window Squeegee Complete ${w} cm`).concat(
          each([25, 35, 45, 55, 75], (w) => `Squeegee Channel ${w} cm`),
          each([35, 45, 55], (w) => `Microfibre Washer Sleeve ${w} cm`),
          each([35, 45, 55], (w) => `Washer Complete ${w} cm`),
          each([10, 15], (w) => `Stainless Steel Window Scraper ${w} cm`),
          each(["2 x 1.25 m", "2 x 2 m", "3 x 2 m", "3 x 3 m"], (l) => `Telescopic Extension Pole ${l}`),
          [
            "Squeegee Rubber Soft 92 cm",
            "Squeegee Rubber Hard 92 cm",
            "Window Cleaning Bucket 22 L",
            "Tool Belt with Holster",
            "Angle Adaptor for Poles",
          ],
        ),
        description:
          "Professional window-cleaning hand tools for streak-free glass, made to work together on standard threaded poles.",
        features: TOOL_FEATURES,
        specifications: ["Width: 35 cm", "Material: aluminium and rubber", "Thread: universal cone"],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: "Floor Pads",
    count: 18,
    lines: [
      {
        brand: "Padmaster",
        kind: "pad",
        names: [
          "Black Stripping",
          "Green Scrubbing",
          "Blue Cleaning",
          "Red Buffing",
          "White Polishing",
          "Hog Hair Burnishing",
          "Maroon Surface Prep",
          "Aqua Diamond Maintenance",
          "Champagne High-Speed Burnishing",
        ].flatMap((type) => [`${type} Floor Pad 17"`, `${type} Floor Pad 20"`]),
        description:
          "Non-woven floor pads colour-coded by aggressiveness, from heavy stripping to high-speed burnishing, sold in boxes of five.",
        features: [
          "Colour-coded by aggressiveness",
          "Open structure resists clogging",
          "Washable and reusable",
          "Fits standard pad drivers",
          "Even wear across the pad",
          "Box of 5 pads",
        ],
        specifications: [
          "Diameter: 17 in (432 mm)",
          "Thickness: 25 mm",
          "Speed: 175-1,500 rpm by colour",
          "Pack: 5 pads",
        ],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: "Floor Cleaning Tools",
    count: 15,
    lines: [
      {
        brand: "Mopwerk",
        kind: "mop",
        names: [
          "Flat Mop Frame 40 cm",
          "Flat Mop Frame 60 cm",
          "Microfibre Flat Mop 40 cm",
          "Microfibre Flat Mop 60 cm",
          "Cotton Kentucky Mop 400 g",
          "Aluminium Mop Handle 140 cm",
          "Dual Wringer Bucket 2 x 25 L",
          "Housekeeping Trolley with Bag",
          "Janitorial Cleaning Trolley",
          "Wet Floor Sign Yellow",
          "Push Broom Soft 60 cm",
          "Floor Squeegee 55 cm",
          "Dustpan and Lobby Broom Set",
          "Dust Control Mop 90 cm",
          "Pre-Soaked Mop Box System",
        ],
        description:
          "Mops, buckets, trolleys and brooms for daily floor care, made for professional crews and colour-coded for hygiene.",
        features: TOOL_FEATURES,
        specifications: ["Material: aluminium, polypropylene, microfibre", "Washable: up to 500 cycles at 95 °C"],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: null,
    count: 1,
    lines: [
      {
        brand: "Mopwerk",
        kind: "mop",
        names: ["Colour-Coded Microfibre Cloth Pack of 20"],
        description:
          "Twenty microfibre cloths in four colours for separating washroom, kitchen, patient-area and general cleaning.",
        features: [
          "Four colours, five cloths each",
          "Cleans with water only",
          "Washable up to 500 times",
          "Lint-free on glass",
        ],
        specifications: ["Size: 40 x 40 cm", "Weight: 300 g/m²", "Pack: 20 cloths"],
      },
    ],
  },
  {
    category: "Waste Management",
    subcategory: "Bins",
    count: 21,
    lines: [
      {
        brand: "Binova",
        kind: "bin",
        names: each([5, 12, 20, 30, 50], (l) => `Stainless Steel Pedal Bin ${l} L`).concat(
          each([25, 50, 80], (l) => `Swing Top Bin ${l} L`),
          each([60, 90], (l) => `Open Top Waste Bin ${l} L`),
          [
            "Recycling Station 3-Compartment 120 L",
            "Recycling Station 4-Compartment 160 L",
            "Outdoor Litter Bin 70 L",
            "Outdoor Litter Bin with Ashtray 50 L",
            "Wheelie Bin 120 L",
            "Wheelie Bin 240 L",
            "Wheelie Bin 1100 L",
            "Sanitary Bin 20 L",
            "Medical Waste Bin 60 L",
            "Sensor Bin 42 L",
            "Office Paper Bin 15 L",
          ],
        ),
        description:
          "Durable waste bins for offices, hotels, hospitals and public areas, designed for clean hands, easy emptying and clear waste separation.",
        features: BIN_FEATURES,
        specifications: ["Capacity: 30 L", "Material: stainless steel AISI 430", "Dimensions: 300 x 300 x 650 mm"],
      },
    ],
  },
];
