/** Texts of staff sign-in and the account page (one source for the pages, the server and the tests). */

export const STAFF_AUTH_TEXT = {
  formUnreadable: "The sign-in form could not be read. Please try again.",
  signInFailed: "That email and password do not match an active staff account.",
  tooManyFromNetwork: (minutes: number) =>
    `Too many sign-in attempts from your network. Wait ${minutesText(minutes)} and try again.`,
  accountLocked: (minutes: number) =>
    `Sign-in to this account is paused for ${minutesText(minutes)} after several failed attempts. If you have signed in from this browser before, you can still sign in here; otherwise wait and try again.`,
  tooManyFromBrowser: (minutes: number) =>
    `Too many failed sign-ins from this browser. Wait ${minutesText(minutes)} and try again.`,
  currentPasswordWrong: "The current password is not correct.",
  tooManyPasswordChecks: (minutes: number) =>
    `The current password was entered wrongly too often. Wait ${minutesText(minutes)} and try again.`,
  passwordChanged: "Your password has been changed. Every other session of your account has been signed out.",
} as const;

function minutesText(minutes: number): string {
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
