/** The quote list's refusals (issue 17), shown next to a field or as the API's `message`. */
import {
  QUOTE_LINE_NOTE_MAX,
  QUOTE_LIST_MAX_LINES,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
} from "~/lib/quote-list/limits";

export const QUOTE_LIST_MESSAGES = {
  quantity: `Enter a whole number from ${QUOTE_QUANTITY_MIN} to ${QUOTE_QUANTITY_MAX.toLocaleString("en-US")}.`,
  noteTooLong: `Keep the note under ${QUOTE_LINE_NOTE_MAX} characters.`,
  listFull: `Your quote list holds at most ${QUOTE_LIST_MAX_LINES} products. Send it or remove some first.`,
  unknownProduct: "This product is not in our catalogue.",
  inactiveProduct: "This product is no longer available.",
  notInList: "This product is not in your quote list.",
  noteCharacters: "The note contains characters that are not allowed.",
  nothingToChange: "Send a quantity or a note to change.",
  badRequest: "Send the product and quantity as JSON (Content-Type: application/json).",
  notAnObject: "The request body must be a JSON object.",
  rateLimited: "Too many changes to your quote list. Please wait a minute and try again.",
} as const;
