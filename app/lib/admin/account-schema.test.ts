import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse-form";
import { passwordChangeSchema } from "./account-schema";
import { MIN_PASSWORD_LENGTH } from "./password-rules";
import { MIN_PASSWORD_LENGTH as SERVER_MIN } from "~server/auth/password";

const valid = {
  currentPassword: "old-password-123",
  newPassword: "a-new-password-456",
  confirmPassword: "a-new-password-456",
};

/** The first message per field, as the account form shows them for what it posts. */
function firstErrors(fields: Record<string, string>) {
  const submission = parseForm(new URLSearchParams(fields), passwordChangeSchema);
  const error = submission.status === "success" ? {} : (submission.error ?? {});
  return Object.fromEntries(Object.entries(error).map(([name, messages]) => [name, messages?.[0]]));
}

describe("passwordChangeSchema", () => {
  it("accepts a valid change", () => {
    expect(passwordChangeSchema.safeParse(valid).success).toBe(true);
    expect(parseForm(new URLSearchParams(valid), passwordChangeSchema).status).toBe("success");
  });

  it("uses the server's minimum length", () => {
    expect(SERVER_MIN).toBe(MIN_PASSWORD_LENGTH);
    const short = "x".repeat(MIN_PASSWORD_LENGTH - 1);
    expect(firstErrors({ ...valid, newPassword: short, confirmPassword: short })).toEqual({
      newPassword: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
    });
  });

  it("names each field's problem", () => {
    expect(firstErrors({})).toEqual({
      currentPassword: "Enter your current password",
      newPassword: "Enter a new password",
      confirmPassword: "Enter the new password again",
    });
    expect(firstErrors({ currentPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      currentPassword: "Enter your current password",
      newPassword: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
      confirmPassword: "Enter the new password again",
    });
    expect(firstErrors({ ...valid, confirmPassword: "something-else-789" })).toEqual({
      confirmPassword: "The two new passwords are not the same",
    });
    expect(firstErrors({ ...valid, currentPassword: valid.newPassword })).toEqual({
      newPassword: "Choose a password different from the current one",
    });
  });
});
