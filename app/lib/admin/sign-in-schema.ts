/** The staff sign-in form, used by the browser and the action alike. */
import { z } from "zod";

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your email address").max(254).email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password").max(200),
});

export type SignInInput = z.infer<typeof signInSchema>;
