import { createContext } from "react";

/**
 * The stylesheet text a server-rendered document carries in a <style> instead of linking it (public
 * pages: one request fewer before the first paint); null where the page links its stylesheets.
 */
export const InlineStylesContext = createContext<string | null>(null);
