import script from "virtual:enhance-script";

/** Where the browser loads app/client/enhance.ts and its chunks from (vite-plugins/enhance-script.ts). */
export const enhanceScript = script;
