import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; browsers hide nonces from scripts, so it is empty after hydration). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
