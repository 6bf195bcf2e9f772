import { currentPage } from "~/lib/current-page";
import { marketingPaths } from "~/lib/pages";
import { type Site, toPageSite } from "~/lib/site";

/** The words around "{page}" in a greeting template that are the same whatever the page. */
function around(template: string): { before: string; after: string } | undefined {
  const at = template.indexOf("{page}");
  if (at < 0) return undefined;
  // From the last placeholder or sentence break before it, to the next one after it.
  const before =
    template
      .slice(0, at)
      .split(/\{\w+\}|[.!?,]/)
      .at(-1) ?? "";
  const after = template.slice(at + "{page}".length).split(/\{\w+\}|[.!?,]/)[0] ?? "";
  return { before, after };
}

/**
 * The page of the site whose WhatsApp link wrote this greeting ("…I'm on your Services page…"), and
 * the service it asked about; undefined for a chat the customer began in their own words. The
 * longest page name that fits wins ("Interior Designer in HSR Layout" over a shorter one).
 */
export function pageOfGreeting(
  site: Site,
  text: string,
): { path: string; service: string | undefined } | undefined {
  const pageSite = toPageSite(site);
  const templates = [site.whatsapp.page, site.whatsapp.service].flatMap((template) => around(template) ?? []);
  let best: { path: string; name: string } | undefined;
  for (const path of marketingPaths(site)) {
    const { name } = currentPage(pageSite, path);
    const fits = templates.some(({ before, after }) => text.includes(`${before}${name}${after}`));
    if (fits && (!best || name.length > best.name.length)) best = { path, name };
  }
  if (!best) return undefined;
  const service = site.leadForm.services.find((choice) => text.includes(choice));
  return { path: best.path, service };
}
