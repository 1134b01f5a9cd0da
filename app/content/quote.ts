/** The quote page's benefit cards (spec 2.13). */
export const QUOTE_BENEFITS = [
  { title: "Instant Pricing", text: "Get competitive quotes within 24 hours" },
  {
    title: "Best Price Guarantee",
    text: "Direct manufacturer partnerships and volume pricing for multi-site operations.",
  },
  {
    title: "Expert Consultation",
    text: "A product specialist reviews your floors, soils and schedules before recommending anything.",
  },
  { title: "Global Brands", text: "Machines, chemicals and hygiene systems from 12+ international manufacturers." },
] as const;
