import { createContext, useContext } from "react";
import { useActionData, useFetcher } from "react-router";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { SiteSettingsAnswer, SiteSectionId } from "~/lib/site-settings-answer";
import type { FactWarning } from "~/lib/site-settings-answer";
import { FactWarnings } from "./fact-warnings";

const copy = adminCopy.siteSettings;

type Filled = {
  values: Record<string, string>;
  problems: Record<string, string>;
};

const FilledContext = createContext<Filled>({ values: {}, problems: {} });

/** A field's value as the form shows it (as typed when not published), and its problem. */
export function useFilled(name: string): { value: string; problem?: string } {
  const filled = useContext(FilledContext);
  return { value: filled.values[name] ?? "", problem: filled.problems[name] };
}

/** Every field's value as the form shows it, by name. */
export function useFilledValues(): Record<string, string> {
  return useContext(FilledContext).values;
}

/** The problems of the fields whose names start with `prefix`. */
export function useProblemsUnder(prefix: string): string[] {
  const { problems } = useContext(FilledContext);
  return Object.entries(problems)
    .filter(([name]) => name.startsWith(prefix))
    .map(([, problem]) => problem);
}

/** The live version the page was opened on; every form sends it as `base`. */
export const PageVersionContext = createContext<number | null>(null);

/** The page's version as a hidden field, so a publish from a page the site has moved on from is refused. */
export function BaseField() {
  const version = useContext(PageVersionContext);
  return <input type="hidden" name="base" value={version ?? ""} />;
}

/** The key of the fetcher a section's form posts with. */
export const sectionFetcherKey = (key: string) => `site-${key}`;

/**
 * The answer for one section: with JavaScript, its own fetcher's; without it, the page's action
 * answer when it was this section's form that was posted.
 */
export function useSectionAnswer(section: SiteSectionId, key: string = section) {
  const fetcher = useFetcher<SiteSettingsAnswer>({ key: sectionFetcherKey(key) });
  const pageAnswer = useActionData<SiteSettingsAnswer>();
  useToastOn(fetcher.data);
  const sent = pageAnswer?.form ?? pageAnswer?.section;
  const answer = fetcher.data ?? (pageAnswer?.section === section && sent === key ? pageAnswer : undefined);
  return { fetcher, answer, busy: fetcher.state !== "idle" };
}

/**
 * One part of the site settings: its own card and form, published on its own. The fields inside
 * read what to show from the section's values, or what was typed when it was not published.
 */
export function SectionForm({
  section,
  title,
  intro,
  values,
  warnings,
  submitLabel = copy.publish,
  intent = "save",
  children,
  before,
  after,
}: {
  section: SiteSectionId;
  title: string;
  intro: string;
  values: Record<string, string>;
  warnings: FactWarning[];
  submitLabel?: string;
  /** What the publish button asks for. */
  intent?: string;
  children: React.ReactNode;
  /** What comes before the form in the card (a list with forms of its own, say). */
  before?: React.ReactNode;
  /** What comes after the form in the card. */
  after?: React.ReactNode;
}) {
  const { fetcher, answer, busy } = useSectionAnswer(section);
  const failed = answer && !answer.version ? answer : undefined;
  const filled: Filled = {
    values: failed?.values ?? values,
    problems: failed?.problems?.fields ?? {},
  };
  const headingId = `${section}-heading`;
  return (
    <section id={section} aria-labelledby={headingId} className={`scroll-mt-4 p-5 sm:p-6 ${staffCardClass}`}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-wood-950">
        {title}
      </h2>
      <p className="mt-1 text-wood-800">{intro}</p>
      <FactWarnings warnings={warnings} />
      {before}
      <SectionStatus answer={answer} />
      <FilledContext.Provider value={filled}>
        <fetcher.Form method="post" action={deskPaths.site} noValidate className="mt-5 space-y-5">
          <input type="hidden" name="section" value={section} />
          <BaseField />
          {/* Enter in a field publishes, as the button at the end does, not the first button inside:
              the form's first submit button is its default, even when not shown (and, not shown, it is
              neither a target to touch nor a stop for the keyboard or a screen reader). */}
          <button type="submit" name="intent" value={intent} hidden />
          {children}
          <div className="border-t border-wood-100 pt-5">
            <button
              type="submit"
              name="intent"
              value={intent}
              className={`w-full sm:w-auto ${staffButtonClass.primary}`}
            >
              {busy ? copy.publishing : submitLabel}
            </button>
          </div>
        </fetcher.Form>
      </FilledContext.Provider>
      {after}
    </section>
  );
}

/** What the last publish of this section did: published as a version, or what stopped it. */
export function SectionStatus({ answer }: { answer: SiteSettingsAnswer | undefined }) {
  if (!answer?.toast) return null;
  if (answer.version)
    return (
      <p role="status" className="mt-4 rounded-xl border border-green-200 bg-green-50 p-3 text-green-900">
        <strong>{copy.published}</strong> {answer.toast.text}
      </p>
    );
  const summary = answer.problems?.summary ?? [];
  return (
    <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
      <p>
        <strong>{answer.toast.title}.</strong> {answer.toast.text}
      </p>
      {answer.conflict ? (
        <a
          href={deskPaths.site}
          className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {copy.reload}
        </a>
      ) : null}
      {summary.length ? (
        <>
          <p className="mt-2 font-semibold">{copy.otherProblems}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
