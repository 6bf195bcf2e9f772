import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "./components/ui/toaster";
import { hydrates } from "./lib/hydration";
import { CspNonceContext } from "./lib/csp-nonce";
import { InlineStylesContext } from "./lib/inline-styles";
import { toPageSite } from "./lib/site";
import { themeColour } from "./lib/brand-colours";
import type { Route } from "./+types/root";
import headingFont from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import { enhanceScript } from "./server/enhance-script.server";
import { getConfig } from "./server/site.server";
import "./app.css";

export function loader() {
  return { site: toPageSite(getConfig().site), enhanceScript };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrated = hydrates(useMatches().map((match) => match.handle));
  const enhanceScript = useRouteLoaderData<typeof loader>("root")?.enhanceScript;
  const inlineStyles = useContext(InlineStylesContext);
  const nonce = useContext(CspNonceContext);
  const desk = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The desk is an app of its own on a phone's home screen (alerts on a phone). */}
        <link rel="manifest" href={desk ? "/admin/manifest.webmanifest" : "/manifest.webmanifest"} />
        <Meta />
        {/* Routes add no link tags of their own: <Links> only links the stylesheet. */}
        {inlineStyles === null ? <Links /> : <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />}
        {/* The headings' font, wanted by the first paint (app.css). */}
        <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* Public pages are documents with one small script, not a hydrated app (lib/hydration.ts). */}
        {!hydrated && enhanceScript ? (
          <>
            <script type="module" src={enhanceScript.src} />
            {enhanceScript.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
          </>
        ) : null}
      </head>
      <body className="bg-wood-50 font-sans text-wood-950 antialiased">
        {children}
        {hydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Toaster>
      <Outlet />
    </Toaster>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      {/* React places it in the head. */}
      <title>{`${status} · Something went wrong`}</title>
      <p className="font-display text-6xl font-semibold text-wood-700">{status}</p>
      <h1 className="mt-4 font-display text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-wood-800">Please try again in a moment, or go back to the home page.</p>
      <a className="mt-8 inline-block font-semibold text-wood-700 underline" href="/">
        Home
      </a>
    </main>
  );
}
