import { contactClickOf, eventsPath } from "~/lib/site-counts";

/**
 * Reports a click on a call, WhatsApp, e-mail or directions link to the site's own counting, with a
 * beacon the browser delivers even as it leaves the page. The body is a string, so it goes as
 * text/plain: no preflight, no cookie of ours, nothing kept in the browser. A middle click (a new
 * tab) is an auxclick.
 */
export function reportContactClicks(): void {
  const report = (event: MouseEvent) => {
    const type = contactClickOf((event.target as Element).closest?.("a")?.getAttribute("href") ?? "");
    if (type) navigator.sendBeacon(eventsPath, JSON.stringify({ type, path: location.pathname }));
  };
  addEventListener("click", report);
  addEventListener("auxclick", report);
}
