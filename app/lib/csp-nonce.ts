import { createContext } from "react";

/**
 * The nonce of the response being rendered: React Router's inline scripts carry it, and the page's
 * Content-Security-Policy allows only inline scripts that do. Undefined in the browser.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);
