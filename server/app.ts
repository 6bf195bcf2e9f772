import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { marketingPaths } from "~/lib/pages";
import { log } from "~/server/log.server";
import { clientAddressHeader } from "~/server/auth/better-auth.server";
import { clientAddressOf, lastForwardedHop } from "~/server/client-address.server";
import {
  closeRuntime,
  countOnThread,
  followOncePagesRegistered,
  getRuntime,
  leadWriterRunning,
  writeLeadsOnThread,
} from "~/server/runtime.server";
import { readiness } from "~/server/health/readiness.server";
import {
  databaseCheck,
  leadWriterCheck,
  migrationsCheck,
  offsiteBackupCheck,
} from "~/server/health/server-checks.server";
import { answerLeadPost } from "~/server/http/lead-api.server";
import { readPhotoFile } from "~/server/media/photo-files.server";
import { processPhotosOnThread } from "~/server/media/photo-service.server";
import { announceFirstAdminLink } from "~/server/auth/first-admin-start.server";
import { getConfig } from "~/server/site.server";
import { unfilledPlaceholdersWarning } from "~/server/profile/placeholder-warnings.server";
import { runningSampleDetails, sampleDetailsWarning } from "~/server/profile/sample-details.server";
import { currentSite, withSite } from "~/server/site-settings/live-site.server";
import { publishedSite } from "~/server/site-settings/published-site.server";
import { beforePublishGoesLive } from "~/server/site-settings/site-preparers.server";
import { socialImagesGoLive } from "./social-images";
import { compressBest, renderPages, type ServedPage, servePages } from "./page-cache";
import { reactRouterHandler } from "./react-router-handler";
import { errorHandler } from "./error-handler";
import { healthRoutes } from "./health";
import { eventRoutes } from "./event-routes";
import { refuseLargeBodies } from "./body-limits";
import { leadFastPath } from "./lead-fast-path";
import { serveMedia } from "./media-files";
import { listen } from "./listen";
import { keepAliveTimeoutMs, stopWithinMs } from "./stop-window";
import { refuseUnexpectedRequests } from "./request-shape";
import { baseSecurityHeaders } from "./security-headers";

const clientDir = fileURLToPath(new URL("../client", import.meta.url));

/**
 * The client: the trusted proxy's X-Forwarded-For hop when TRUST_PROXY is on, else the socket's
 * address. Read from Node's request, so Express's and the lead fast path's agree.
 */
const clientAddressFor = (trustProxy: boolean) => (req: IncomingMessage) =>
  clientAddressOf(
    trustProxy ? lastForwardedHop(req.headers["x-forwarded-for"]) : undefined,
    req.socket.remoteAddress,
  );

/**
 * What a page answered from memory gives the counting. A plain object: one with a getter, made for
 * every page, kept each request's objects alive past the next garbage collection (docs/decisions/0039).
 */
const answeredRequest = ({ req, method, path, query, status }: ServedPage) => ({
  method,
  path,
  query,
  status,
  // Straight from Node's headers: the counted names are lower case, none of them a list.
  header: (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  },
});

export async function createApp() {
  const { env, site } = getConfig();
  const clientAddress = clientAddressFor(env.TRUST_PROXY);
  // Pages are counted on a thread of their own, off the one that serves them.
  countOnThread(new URL("./site-counts-worker.js", import.meta.url));
  // Enquiries are stored on a thread of their own too: the serving thread checks and answers them.
  writeLeadsOnThread(new URL("./lead-writer-worker.js", import.meta.url));
  // And uploaded photos are checked and processed on one, a photo at a time.
  processPhotosOnThread(new URL("./photo-worker.js", import.meta.url));
  // Newer versions are followed only once the pages are made again for each (below).
  followOncePagesRegistered();
  const { siteCounts, database } = await getRuntime(); // open and migrate the database before taking traffic
  await announceFirstAdminLink(database); // while no admin exists: the one-time link that makes the owner's account
  // A placeholder phone or a made-up testimonial must not go live unnoticed (the published version's).
  const sampleDetails = sampleDetailsWarning();
  sampleDetails(runningSampleDetails());
  // Nor a placeholder nothing fills, shown as written.
  const placeholders = unfilledPlaceholdersWarning();
  placeholders(currentSite());
  // What GET /readyz checks, one line each (see server/health.ts).
  const ready = readiness(
    [
      databaseCheck(database, env.DATABASE_URL),
      migrationsCheck(database),
      leadWriterCheck(leadWriterRunning),
      offsiteBackupCheck(database),
    ],
    (check, { ok, problem }) =>
      ok ? log("info", "ready_again", { check }) : log("warn", "not_ready", { check, problem }),
  );
  const securityHeaders = baseSecurityHeaders(site.publicUrl.startsWith("https://"));
  // The photos' files, ahead of Express too (see media-files.ts).
  const media = serveMedia((key) => readPhotoFile(database.db, key), securityHeaders, log);
  const mode = process.env.NODE_ENV ?? "production";
  const render = createRequestHandler(build, mode);
  // Made from one version, whatever is published meanwhile: the following starts only once the
  // pages are registered to be made again for each version.
  const first = currentSite();
  let pages = await withSite(first, () => renderPages(render, first.publicUrl, marketingPaths(first)));
  // A published version's pages are made while the current ones are served, then replace them
  // whole, with the live site, in one step (site-settings/published-site.server.ts).
  beforePublishGoesLive(async (next) => {
    const fresh = await renderPages(render, next.publicUrl, marketingPaths(next), "for a publish");
    const keepImages = socialImagesGoLive(next);
    return () => {
      pages = fresh;
      void compressBest(fresh).catch((error: unknown) =>
        log("warn", "pages_not_recompressed", { error: String(error) }),
      );
      keepImages();
      // A photo deleted from a published project is no longer answered from memory.
      media.forget();
      sampleDetails(runningSampleDetails());
      placeholders(next);
    };
  });
  publishedSite()?.start();

  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });
  // Behind a reverse proxy, the client is the address the proxy saw (one hop of X-Forwarded-For).
  app.set("trust proxy", env.TRUST_PROXY ? 1 : false);
  eventRoutes(app, {
    counter: siteCounts?.counter ?? null,
    site,
    trustProxy: env.TRUST_PROXY,
    clientAddress,
  });
  // On-the-fly compression of dynamic responses: brotli at its default quality (11) costs tens of
  // milliseconds a page; quality 5 is nearly as small for a fraction of the CPU. Cached pages are
  // precompressed at the highest quality once, at start.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } }));
  // Hashed file names: a changed file gets a new name, so browsers may keep these forever.
  app.use(
    "/assets",
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, fallthrough: true }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  // Bodies for pages and auth are small forms: refuse big ones before anything reads them (the
  // site API, which takes a whole profile, has a larger limit).
  app.use(refuseLargeBodies);
  // Whatever a client sends in this header is replaced by the address we trust (see TRUST_PROXY).
  let warnedAboutProxy = false;
  app.use((req, _res, next) => {
    if (!env.TRUST_PROXY && !warnedAboutProxy && req.get("x-forwarded-for")) {
      warnedAboutProxy = true;
      log("warn", "proxy_not_trusted", {
        hint: "Requests carry X-Forwarded-For but TRUST_PROXY is off: every visitor looks like the proxy, so they share one lead rate limit. Set TRUST_PROXY=true behind a reverse proxy.",
      });
    }
    req.headers[clientAddressHeader] = clientAddress(req);
    next();
  });
  app.use(refuseUnexpectedRequests({ publicUrl: site.publicUrl, trustProxy: env.TRUST_PROXY }));
  app.all(
    "/{*path}",
    reactRouterHandler(build, mode, (req) => ({ clientAddress: clientAddress(req) }), site.publicUrl),
  );
  app.use(errorHandler);
  // A visitor's lead is answered before Express sees the request (see lead-fast-path.ts).
  const leads = leadFastPath({
    headers: securityHeaders,
    site: { publicUrl: site.publicUrl, trustProxy: env.TRUST_PROXY },
    clientAddress,
    answer: answerLeadPost,
  });
  // So are the public pages, from memory and precompressed (see page-cache.ts).
  const publicPages = servePages(
    () => pages,
    securityHeaders,
    siteCounts && ((page) => siteCounts.counter.answered(answeredRequest(page), clientAddress(page.req))),
  );
  return {
    app,
    leads,
    publicPages,
    media: (req: IncomingMessage, res: ServerResponse) => media.serve(req, res),
    ready,
    securityHeaders,
    env,
    site,
    pageCount: pages.size,
  };
}

/**
 * Slow or stalled clients must not hold connections: the request line and headers must arrive within
 * 10 s and the whole request within 30 s (checked every second), idle keep-alive connections close
 * after 5 s (keepAliveTimeoutMs), and a malformed request is answered 400 by Node's parser and closed.
 */
const connectionLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
};

export async function start(): Promise<Server> {
  const { app, leads, publicPages, media, ready, securityHeaders, env, site, pageCount } = await createApp();
  // Once stopping, every answer closes its connection: a client that keeps one alive and busy
  // would otherwise still be served until the process exits.
  let stopping = false;
  const health = healthRoutes({ headers: securityHeaders, readiness: ready, stopping: () => stopping });
  const server = createServer(connectionLimits, (req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    if (!health(req, res) && !publicPages(req, res) && !media(req, res) && !leads(req, res)) app(req, res);
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  await listen(server, env.PORT, env.HOST);
  log("info", "server_started", {
    url: `http://${env.HOST}:${env.PORT}`,
    profile: site.id,
    publicUrl: site.publicUrl,
    pagesInMemory: pageCount,
  });
  const stop = (signal: string) => {
    stopping = true;
    log("info", "server_stopping", { signal });
    server.close(() => {
      void closeRuntime().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), stopWithinMs).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
