/**
 * How long the server takes at most to stop once told to (SIGTERM): it finishes the requests in
 * flight and stores the enquiries it holds, then exits, by this time at the latest. The service
 * manager must wait longer before it kills (deploy/workshop-site.service: TimeoutStopSec).
 */
export const stopWithinMs = 10_000;

/**
 * How long a kept-alive connection may sit idle before the server closes it. A proxy in front must
 * drop its own idle connections to the server sooner (deploy/Caddyfile), or it may send a request
 * down a connection the server is closing, and the visitor gets an error.
 */
export const keepAliveTimeoutMs = 5_000;
