import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { DeskHeader } from "./desk-header";
import { staffPageClass } from "./staff-styles";

/**
 * A desk page's error boundary: a lead that does not exist (404) or an account without a desk role
 * (403), said on a staff page with a way back to the list, instead of the site's bare error page.
 * Being the route's own boundary, its answer keeps the route's headers (never cached, not indexed).
 */
export function DeskErrorPage({
  error,
  notFound = { title: copy.leadNotFound, text: copy.leadNotFoundText },
}: {
  error: unknown;
  /** What a 404 says on this page. */
  notFound?: { title: string; text: string };
}) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? [notFound.title, notFound.text]
      : status === 403
        ? [copy.accessDenied, copy.accessDeniedText]
        : [copy.somethingWrong, copy.tryAgain];
  return (
    <div className={staffPageClass}>
      <DeskHeader />
      <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold text-wood-950">{title}</h1>
        <p className="mt-3 text-wood-800">{text}</p>
        <BackToLeads className="mt-8" />
      </main>
    </div>
  );
}

export function BackToLeads({ className = "" }: { className?: string }) {
  return (
    <Link
      to={deskPaths.desk}
      className={`inline-flex items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {copy.allLeads}
    </Link>
  );
}
