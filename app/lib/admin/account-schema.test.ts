import { describe, expect, it } from "vitest";
import { passwordChangeErrors, passwordChangeSchema } from "./account-schema";
import { MIN_PASSWORD_LENGTH } from "./password-rules";
import { MIN_PASSWORD_LENGTH as SERVER_MIN } from "../../../server/auth/password";

const valid = { currentPassword: "old-password-123", newPassword: "a-new-password-456", confirmPassword: "a-new-password-456" };

describe("passwordChangeSchema", () => {
  it("accepts a valid change", () => {
    expect(passwordChangeSchema.safeParse(valid).success).toBe(true);
    expect(passwordChangeErrors(valid)).toEqual({});
  });

  it("uses the server's minimum length", () => {
    expect(SERVER_MIN).toBe(MIN_PASSWORD_LENGTH);
    const short = "x".repeat(MIN_PASSWORD_LENGTH - 1);
    expect(passwordChangeErrors({ ...valid, newPassword: short, confirmPassword: short })).toEqual({ newPassword: `Use at least ${MIN_PASSWORD_LENGTH} characters` });
  });

  it("names each field's problem", () => {
    expect(passwordChangeErrors({})).toEqual({
      currentPassword: "Enter your current password",
      newPassword: "Enter a new password",
      confirmPassword: "Enter the new password again",
    });
    expect(passwordChangeErrors({ ...valid, confirmPassword: "something-else-789" })).toEqual({ confirmPassword: "The two new passwords are not the same" });
    expect(passwordChangeErrors({ ...valid, currentPassword: valid.newPassword })).toEqual({ newPassword: "Choose a password different from the current one" });
  });
});
