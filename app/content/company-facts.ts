/** The company facts shared by the home page's first paint and the about page (spec 1): kept apart so the home page's first load does not carry the rest of the company copy. */
export const FOUNDED_YEAR = 2004;

export const COMPANY_TEXT = {
  leading: (country: string) =>
    `Leading ${country}'s cleaning industry since ${FOUNDED_YEAR} with innovative solutions`,
  partnering: "Partnering with global manufacturers to deliver cutting-edge equipment and technologies.",
} as const;
