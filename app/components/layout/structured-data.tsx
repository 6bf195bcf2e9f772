import { useLocation } from "react-router";
import { useSite } from "~/lib/site";
import { breadcrumbJsonLd, businessJsonLd, scriptJson } from "~/lib/structured-data";

export function StructuredData() {
  const site = useSite();
  const { pathname } = useLocation();
  const breadcrumb = breadcrumbJsonLd(site, pathname);
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(businessJsonLd(site)) }}
      />
      {breadcrumb ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumb) }} />
      ) : null}
    </>
  );
}
