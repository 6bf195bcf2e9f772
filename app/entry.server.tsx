import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";
import { hydrates } from "./lib/hydration";
import { CspNonceContext } from "./lib/csp-nonce";
import { InlineStylesContext } from "./lib/inline-styles";
import { stylesheetText, withPageStyles } from "./server/inline-styles.server";
import { withoutHydrationMarks } from "./server/unhydrated-markup.server";
import { log } from "./server/log.server";

export const streamTimeout = 5_000;

/**
 * What React Router caught, as one log line: a refusal it made itself (405 for a method a route does
 * not take, 404) at info level, anything else as an error with its stack in the line.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    return log("info", "request_refused", { method: request.method, path, status: error.status });
  }
  // React Router keeps the error behind its own 500 response in a field of that response.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  log("error", "request_failed", {
    path,
    error: cause instanceof Error ? cause.message : String(cause),
    stack: cause instanceof Error ? cause.stack : undefined,
  });
}

/**
 * What the renderer tells whoever sends the page: the nonce its inline scripts carry (dropped on a
 * page that has none) and the CSP source of the style it carries inline, if any.
 */
export type RenderContext = { cspNonce?: string; styleSource?: string | null };

/**
 * React Router's default document renderer, except for pages that are not hydrated: they get no
 * copy of the loader data for the browser (nothing there would read it), so their HTML holds only
 * the page, and they carry inline the rules of the stylesheet that can match in them (the root
 * layout reads InlineStylesContext; the rules are cut once the page is rendered whole).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RenderContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { matches } = routerContext.staticHandlerContext;
  const hydrated = hydrates(matches.map((match) => routerContext.routeModules[match.route.id]?.handle));
  // Only hydrated pages have inline scripts. A page without any leaves the nonce unused, and says
  // so, so that its policy allows no inline script at all.
  const nonce = hydrated ? loadContext.cspNonce : undefined;
  if (!hydrated) loadContext.cspNonce = undefined;
  let context = routerContext;
  let inlineStyles: string | null = null;
  if (!hydrated) {
    void routerContext.serverHandoffStream?.cancel();
    context = { ...routerContext, serverHandoffStream: undefined };
    const routes = routerContext.manifest.routes;
    inlineStyles = stylesheetText(matches.flatMap((match) => routes[match.route.id]?.css ?? []));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and document-only pages get the whole page at once; people on hydrated pages get
    // the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      !hydrated || (userAgent && isbot(userAgent)) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const document = (
      <CspNonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={inlineStyles}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </CspNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        const stylesheet = inlineStyles;
        if (stylesheet === null) {
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          return;
        }
        // The page is whole by now (onAllReady): its style is cut to what it uses before it is sent.
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          const page = withPageStyles(
            withoutHydrationMarks(Buffer.concat(chunks).toString("utf8")),
            stylesheet,
          );
          loadContext.styleSource = page.styleSource;
          resolve(new Response(page.html, { headers: responseHeaders, status: responseStatusCode }));
        });
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
