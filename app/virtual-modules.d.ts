declare module "virtual:enhance-script" {
  /** The public pages' script and the chunks it imports (vite-plugins/enhance-script.ts). */
  const script: { src: string; preload: string[] };
  export default script;
}
