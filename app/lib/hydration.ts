// Public pages are documents: rendered by React on the server, never hydrated in the browser,
// where one small module (app/client/enhance.ts) adds the little they do with JavaScript. The staff
// desk is a React app. docs/decisions/0012-no-hydration-on-public-pages.md says why.

/** The `handle` of a route whose pages are served as documents, without React in the browser. */
export const documentOnly = { hydrate: false } as const;

/** Whether a page made of routes with these handles is hydrated. */
export function hydrates(handles: readonly unknown[]): boolean {
  return !handles.some(
    (handle) =>
      typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === false,
  );
}
