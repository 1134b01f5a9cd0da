/** The detail page's two forms (a note; a status change with an optional note): one zod schema, checked by the route action. */
import { z } from "zod";
import { INQUIRY_NOTE_MAX_LENGTH as NOTE_MAX_LENGTH } from "~/content/admin-inbox";
import { INQUIRY_STATUSES } from "./inquiry-workflow";

const noteText = z.string().trim().max(NOTE_MAX_LENGTH, `Keep a note under ${NOTE_MAX_LENGTH} characters.`);

export const inquiryActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("note"), body: noteText.min(1, "Write the note first.") }),
    z.object({
      intent: z.literal("status"),
      from: z.enum(INQUIRY_STATUSES, "Reload the page: the current status is missing."),
      to: z.enum(INQUIRY_STATUSES, "Choose a status."),
      note: noteText.optional(),
    }),
  ],
  "Unknown action.",
);
