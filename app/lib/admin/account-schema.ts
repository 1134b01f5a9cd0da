/** The password-change form, checked in the browser for early messages and by the account action, which is the authority. */
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-rules";

export const PASSWORD_CHANGE_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .min(1, "Enter your current password")
      .max(MAX_PASSWORD_LENGTH),
    newPassword: z
      .string({ error: "Enter a new password" })
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string({ error: "Enter the new password again" }).min(1, "Enter the new password again"),
  })
  .refine((input) => input.confirmPassword === input.newPassword, {
    path: ["confirmPassword"],
    message: "The two new passwords are not the same",
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from the current one",
  });

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeErrors = Partial<Record<(typeof PASSWORD_CHANGE_FIELDS)[number], string>>;
