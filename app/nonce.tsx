import { createContext, useContext } from "react";

/** The CSP nonce of this response, for inline scripts and styles rendered on the server. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
