import type { Toast } from "~/lib/toast";
import { BackToLeads } from "./desk-error-page";
import { DeskHeader } from "./desk-header";
import { PageNotice } from "./page-notice";
import { staffPageClass } from "./staff-styles";

/**
 * A desk page beside the list (the staff page, the reports): the header, the way back to the
 * leads, the notice a form without JavaScript came back with, the page's title and what it is for,
 * then the page itself.
 */
export function DeskPage({
  email,
  role,
  notice,
  title,
  intro,
  note,
  children,
}: {
  email: string;
  role: "admin" | "staff" | null | undefined;
  notice: Toast | null | undefined;
  title: string;
  intro: string;
  /** A smaller line under the intro: what the page's figures cannot tell, say. */
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={staffPageClass}>
      <DeskHeader email={email} role={role ?? undefined} />
      <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <BackToLeads />
        {notice ? <PageNotice notice={notice} /> : null}
        <div>
          <h1 className="font-display text-3xl font-semibold text-wood-950">{title}</h1>
          <p className="mt-2 max-w-3xl text-wood-800">{intro}</p>
          {note ? <p className="mt-2 max-w-3xl text-sm text-wood-800">{note}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
