import { Outlet } from "react-router";
import { useSite } from "~/lib/site";
import { ContactBar } from "~/components/layout/contact-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StructuredData } from "~/components/layout/structured-data";
import { ToastTemplates } from "~/components/ui/toaster";
import { documentOnly } from "~/lib/hydration";

export const handle = documentOnly;

export default function MarketingLayout() {
  const { labels } = useSite();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-wood-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {labels.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ContactBar />
      <StructuredData />
      <ToastTemplates />
    </>
  );
}
