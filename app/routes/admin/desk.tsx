import { Download, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { AuthPanel, type AuthMode } from "~/components/admin/auth-panel";
import { Counters } from "~/components/admin/counters";
import { DeskHeader } from "~/components/admin/desk-header";
import { LeadsTable } from "~/components/admin/leads-table";
import { staffPageClass } from "~/components/admin/staff-styles";
import { Spinner } from "~/components/ui/spinner";
import { adminCopy as copy } from "~/lib/admin-copy";
import { filterSearch, parseLeadFilter, type LeadFilterQuery } from "~/lib/lead-filter";
import { isLeadStatus, leadStatuses, pageSize } from "~/lib/lead-status";
import { fillTemplate } from "~/lib/links";
import { useToastOn } from "~/lib/use-toast-on";
import { leadCounters, listLeads, setLeadStatus } from "~/server/leads/desk.server";
import { log } from "~/server/log.server";
import { requireSameOrigin } from "~/server/origin.server";
import { getServices } from "~/server/services.server";
import { getConfig } from "~/server/site.server";
import { requestReset, signIn, signOut, signUp, type AuthOutcome } from "~/server/staff-auth.server";
import { getStaff } from "~/server/staff.server";
import type { Route } from "./+types/desk";

export const staffHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers = () => staffHeaders;

/** The staff pages' headers, with the refreshed session cookie getStaff collected (if any). */
export function staffResponseHeaders(cookies: Headers): Headers {
  const headers = new Headers(staffHeaders);
  for (const cookie of cookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
export const meta: Route.MetaFunction = () => [
  { title: copy.title },
  { name: "robots", content: "noindex, nofollow" },
];

const modeOf = (value: string | null): AuthMode =>
  value === "sign-up" || value === "forgot" ? value : "sign-in";

async function loadDesk(filter: LeadFilterQuery) {
  try {
    const { database } = await getServices();
    const [list, counts] = await Promise.all([
      listLeads(database.db, filter, filter.page),
      leadCounters(database.db),
    ]);
    return { ok: true as const, list, counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log("error", "leads_fetch_failed", { error: message });
    return { ok: false as const, message };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookies = new Headers();
  const staff = await getStaff(request, cookies);
  const headers = staffResponseHeaders(cookies);
  if (!staff) {
    const state = {
      state: "signed-out",
      mode: modeOf(url.searchParams.get("mode")),
      verified: url.searchParams.has("verified"),
    } as const;
    return data(state, { status: 401, headers });
  }
  if (!staff.isAdmin) return data({ state: "denied", email: staff.email } as const, { status: 403, headers });
  const filter = parseLeadFilter(url);
  // Awaited (the queries take milliseconds), not streamed: a streamed part of the page only appears
  // through a script, and the desk must work without JavaScript. "Loading dashboard..." shows
  // while a new search, filter or page loads in the browser.
  const desk = await loadDesk(filter);
  return data({ state: "dashboard", email: staff.email, filter, desk } as const, { headers });
}

async function changeStatus(form: Record<string, unknown>, request: Request) {
  const staff = await getStaff(request);
  const title = copy.notices.updateError;
  if (!staff)
    return data({ toast: { title, text: "Sign in first.", tone: "error" as const } }, { status: 401 });
  if (!staff.isAdmin)
    return data({ toast: { title, text: copy.accessDeniedText, tone: "error" as const } }, { status: 403 });
  if (typeof form.id !== "string" || !isLeadStatus(form.status)) {
    return data(
      { toast: { title, text: "Choose one of the statuses.", tone: "error" as const } },
      { status: 400 },
    );
  }
  try {
    const { database } = await getServices();
    const lead = await setLeadStatus(database.db, {
      id: form.id,
      status: form.status,
      actor: { id: staff.id, email: staff.email },
      now: new Date(),
    });
    if (!lead)
      return data(
        { toast: { title, text: "That lead no longer exists.", tone: "error" as const } },
        { status: 404 },
      );
    const text = fillTemplate(copy.notices.leadUpdated.text, { status: form.status });
    return data({ toast: { title: copy.notices.leadUpdated.title, text, tone: "success" as const } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log("error", "lead_update_failed", { error: message });
    return data({ toast: { title, text: message, tone: "error" as const } }, { status: 500 });
  }
}

/**
 * A form the browser posted itself (JavaScript off), not React Router's fetch. Its answer is
 * rendered in the same request, by loaders that still see the cookies the request came with.
 */
function isDocumentPost(request: Request): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  if (destination) return destination === "document";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "status") return changeStatus(form, request);
  const handlers: Record<string, (form: Record<string, unknown>, request: Request) => Promise<AuthOutcome>> =
    {
      "sign-in": signIn,
      "sign-up": signUp,
      forgot: requestReset,
      "sign-out": (_form, req) => signOut(req),
    };
  const handler = handlers[typeof form.intent === "string" ? form.intent : ""];
  if (!handler)
    return data(
      { toast: { title: copy.notices.authError, text: "Unknown request.", tone: "error" as const } },
      { status: 400 },
    );
  const { headers: cookies, ...outcome } = await handler(form, request);
  // Without JavaScript the page after signing in would be rendered for the old (signed-out)
  // cookies: go to the desk again, now with the session cookie.
  if (form.intent === "sign-in" && outcome.toast?.tone === "success" && isDocumentPost(request)) {
    return redirect("/admin", { headers: cookies ?? undefined });
  }
  return data(outcome, { headers: cookies ?? undefined });
}

export default function AdminDesk({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useToastOn(actionData && "toast" in actionData ? actionData : undefined);
  const { pathname } = useLocation();
  // The session and role are checked again after signing in or out, and when arriving from another page.
  const intent = navigation.formData?.get("intent");
  const checking =
    navigation.state === "loading" &&
    navigation.location.pathname === "/admin" &&
    (intent === "sign-in" || intent === "sign-out" || (!navigation.formMethod && pathname !== "/admin"));

  let body: React.ReactNode;
  if (checking) body = <Spinner label={copy.checkingSession} />;
  else if (loaderData.state === "signed-out") {
    const mode = actionData && "mode" in actionData && actionData.mode ? actionData.mode : loaderData.mode;
    const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
    body = (
      <div className="px-4 py-12">
        {loaderData.verified ? (
          <p
            role="status"
            className="mx-auto mb-6 max-w-md rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
          >
            <strong>{copy.notices.verified.title}.</strong> {copy.notices.verified.text}
          </p>
        ) : null}
        <AuthPanel mode={mode} errors={errors} />
      </div>
    );
  } else if (loaderData.state === "denied") {
    body = <AccessDenied />;
  } else {
    body = <Dashboard filter={loaderData.filter} desk={loaderData.desk} />;
  }

  const notice = actionData && "toast" in actionData ? actionData.toast : undefined;
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.state === "dashboard" ? loaderData.email : undefined} />
      <main id="main">
        {notice ? (
          // The notice shows as a toast with JavaScript; without it, here.
          <noscript>
            <p
              role={notice.tone === "error" ? "alert" : "status"}
              className="mx-auto mt-6 max-w-md rounded-xl border border-wood-200 bg-white p-4 text-wood-950"
            >
              <strong className="block">{notice.title}</strong>
              {notice.text}
            </p>
          </noscript>
        ) : null}
        {body}
      </main>
    </div>
  );
}

function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.accessDenied}</h1>
      <p className="mt-3 text-wood-800">{copy.accessDeniedText}</p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="sign-out" />
        <button
          type="submit"
          className="rounded-lg bg-wood-700 px-6 py-3 font-semibold text-white hover:bg-wood-800"
        >
          {copy.signOut}
        </button>
      </Form>
    </div>
  );
}

type Desk = Awaited<ReturnType<typeof loadDesk>>;

function Dashboard({ filter, desk }: { filter: LeadFilterQuery; desk: Desk }) {
  const navigation = useNavigation();
  // A search, filter or page change (not a form post: those have their own notices).
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === "/admin" &&
    navigation.formMethod !== "POST";
  // Going to another page of the list removes the Previous or Next link that had focus (and the
  // whole list while the page loads): focus then goes to the list's heading, where the new page
  // begins, rather than being lost to the document.
  const heading = useRef<HTMLHeadingElement>(null);
  const page = desk.ok ? desk.list.page : undefined;
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [page]);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold text-wood-950">
        {copy.allLeads}
      </h1>
      <Filters filter={filter} />
      {loading ? (
        <Spinner label={copy.loadingDashboard} />
      ) : desk.ok ? (
        <>
          <Counters counts={desk.counts} />
          <LeadsTable leads={desk.list.rows} />
          <Pagination
            filter={filter}
            page={desk.list.page}
            pageCount={desk.list.pageCount}
            total={desk.list.total}
          />
        </>
      ) : (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">{copy.notices.fetchError}</p>
          <p className="mt-1 text-sm">{desk.message}</p>
        </div>
      )}
    </div>
  );
}

function Filters({ filter }: { filter: LeadFilterQuery }) {
  const exportHref = `/api/leads.csv${filterSearch({ q: filter.q, status: filter.status })}`;
  // The fields show the filter of the page on screen (also after Back and Forward). They are set in
  // place rather than by drawing the form anew, so a keyboard user's focus stays where it was.
  // Only when the filter changes: when React takes the page over, the fields already show it, or
  // what the person typed or chose while the page was starting, which must not be wiped.
  const search = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLSelectElement>(null);
  const shown = useRef({ q: filter.q, status: filter.status });
  useEffect(() => {
    if (shown.current.q === filter.q && shown.current.status === filter.status) return;
    shown.current = { q: filter.q, status: filter.status };
    if (search.current) search.current.value = filter.q ?? "";
    if (status.current) status.current.value = filter.status ?? "";
  }, [filter.q, filter.status]);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-wood-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end">
      <Form method="get" className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="desk-q" className="block text-sm font-semibold text-wood-950">
            {copy.search}
          </label>
          <input
            ref={search}
            id="desk-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder={copy.searchPlaceholder}
            className="mt-1 block w-full rounded-lg border border-wood-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="desk-status" className="block text-sm font-semibold text-wood-950">
            {copy.statusFilter}
          </label>
          <select
            ref={status}
            id="desk-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className="mt-1 block w-full rounded-lg border border-wood-300 bg-white px-3 py-2 capitalize sm:w-44"
          >
            <option value="">{copy.allStatuses}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-wood-700 px-4 py-2 font-semibold text-white hover:bg-wood-800"
        >
          <Search aria-hidden="true" className="size-4" />
          {copy.search}
        </button>
      </Form>
      <a
        href={exportHref}
        download
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-wood-700 px-4 py-2 font-semibold text-wood-800 hover:bg-wood-100"
      >
        <Download aria-hidden="true" className="size-4" />
        {copy.exportCsv}
      </a>
    </div>
  );
}

function Pagination({
  filter,
  page,
  pageCount,
  total,
}: {
  filter: LeadFilterQuery;
  page: number;
  pageCount: number;
  total: number;
}) {
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const link = (target: number) => `/admin${filterSearch({ ...filter, page: target })}`;
  const linkClass =
    "rounded-lg border border-wood-300 bg-white px-4 py-2 font-semibold text-wood-800 hover:bg-wood-100";
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-wood-800"
    >
      <p>
        {from}–{to} of {total}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={link(page - 1)} className={linkClass}>
            {copy.previous}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={link(page + 1)} className={linkClass}>
            {copy.next}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
