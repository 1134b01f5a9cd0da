/** Texts of the site's own error answers (error pages and refusals sent before a page is rendered). */

export const ERROR_PAGE_TEXT = {
  serverError: {
    title: "Something went wrong",
    description: "This page could not be shown just now.",
    text: "We could not show this page just now. Please try again in a moment, or call us: every inquiry matters to us.",
  },
  /** A form post (or PUT, DELETE...) to a page that has no form. */
  methodNotAllowed: {
    title: "This page does not accept that request.",
    description: "This page can only be viewed.",
    text: "This page can be viewed but does not take form posts or other changes. Go back and try again from the page itself.",
  },
  home: "Back to the home page",
} as const;

export const BODY_LIMIT_TEXT = {
  api: (size: string) => `The request body is too large (${size} at most).`,
  pageMessage: (size: string) =>
    `This request is larger than this page accepts (${size} at most). Please shorten it and try again.`,
  /** `message` is one of our own texts (no markup). */
  page: (message: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request too large</title></head>` +
    `<body><h1>Request too large</h1><p>${message}</p><p><a href="/">Back to the home page</a></p></body></html>`,
} as const;
