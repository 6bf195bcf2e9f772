/**
 * How long the server takes at most to stop once told to (SIGTERM): it finishes the requests in
 * flight and stores the enquiries it holds, then exits, by this time at the latest. The service
 * manager must wait longer before it kills (deploy/workshop-site.service: TimeoutStopSec).
 */
export const stopWithinMs = 10_000;
