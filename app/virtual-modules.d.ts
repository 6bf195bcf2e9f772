declare module "virtual:enhance-script" {
  /** The URL of the public pages' script (vite-plugins/enhance-script.ts). */
  const url: string;
  export default url;
}
