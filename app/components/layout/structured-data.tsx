import { useLocation } from "react-router";
import { useSite } from "~/lib/site";
import { pageKeyForPath } from "~/lib/pages";
import { breadcrumbJsonLd, businessJsonLd, scriptJson } from "~/lib/structured-data";

export function StructuredData() {
  const site = useSite();
  const { pathname } = useLocation();
  const breadcrumb = breadcrumbJsonLd(site, pathname);
  // The testimonials are on the home page: their reviews are marked up there only; the services'
  // descriptions on the services page.
  const key = pageKeyForPath(pathname);
  const withReviews = key === "home";
  const withServiceDetails = key === "services";
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: scriptJson(businessJsonLd(site, { withReviews, withServiceDetails })),
        }}
      />
      {breadcrumb ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumb) }} />
      ) : null}
    </>
  );
}
