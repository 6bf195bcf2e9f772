import url from "virtual:enhance-script";

/** Where the browser loads app/client/enhance.ts from (vite-plugins/enhance-script.ts). */
export const enhanceScriptUrl: string = url;
