/** The about page's texts (spec 2.11); its title and meta description are in about-heads.ts (all its route loads). */
import { ABOUT_PAGE_HEAD } from "./about-heads";
import { FOUNDED_YEAR } from "./company-facts";

export const ABOUT_TEXT = {
  ...ABOUT_PAGE_HEAD,
  intro: (country: string) => `Leading ${country}'s cleaning industry since ${FOUNDED_YEAR} with innovative solutions.`,
  storyTitle: "Our Story",
  story: [
    `We opened in ${FOUNDED_YEAR} as a small showroom selling vacuum cleaners and floor machines to local cleaning contractors. Our customers asked for more: chemicals that worked with their machines, spare parts on the shelf, and someone who would train their staff.`,
    "Today we represent manufacturers from Europe, America and Asia, run a warehouse and service center, and supply hotels, hospitals, malls, schools, factories and facility-management companies across the country.",
  ],
  servicesTitle: "Our Services",
  missionTitle: "Our Mission",
  mission:
    "To make every building we serve cleaner, safer and cheaper to maintain — by choosing the right equipment for each job, training the people who use it, and keeping it running for its whole life.",
  whyTitle: "Why Choose Us",
  why: [
    {
      title: "Industry Transformation",
      text: "We brought autonomous scrubbers, dilution control and cold-air scenting to local sites, and we help customers adopt them step by step.",
    },
    {
      title: "Comprehensive Service",
      text: "Sales, installation, training, preventive maintenance and spare parts from one team that knows your machines.",
    },
    {
      title: "International Network",
      text: "Direct partnerships with more than twelve manufacturers mean genuine products, fair prices and factory-trained technicians.",
    },
    {
      title: "Complete Solutions",
      text: "Machines, chemicals, tools, hygiene systems and bins: one supplier and one contact for the whole cleaning operation.",
    },
  ],
  timelineTitle: "Our Journey",
  timeline: [
    {
      year: "2004",
      title: "Company Founded",
      text: "A showroom for vacuum cleaners and floor machines opens its doors.",
    },
    {
      year: "2008",
      title: "European Partnerships",
      text: "Exclusive distribution agreements with European machine and chemical manufacturers.",
    },
    {
      year: "2008",
      title: "Market Expansion",
      text: "A warehouse and service center opens to support hotels, hospitals and contractors nationwide.",
    },
    {
      year: "2018",
      title: "Digital Transformation",
      text: "Online catalogue, service tracking and the first autonomous cleaning robots for our customers.",
    },
    {
      year: "2024",
      title: "Continued Innovation",
      text: "Sustainable chemistry, battery machines and smart dispensers across our range.",
    },
  ],
} as const;
