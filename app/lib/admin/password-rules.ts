/** Password rules shared by the browser (early messages) and the server (the authority). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
