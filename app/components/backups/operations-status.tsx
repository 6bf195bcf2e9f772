import { CircleAlert, CircleCheck, DatabaseBackup, TriangleAlert } from "lucide-react";
import { backupsCopy as copy } from "~/lib/desk-copy/backups";
import type { DeskOperations } from "~/lib/desk-operations";
import { fillTemplate } from "~/lib/links";

type Tone = "ok" | "warn" | "fail" | "info";

/** "just now", "12 min ago", "2 h ago", "3 days ago". */
export function ago(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return copy.age.justNow;
  if (minutes < 60) return fillTemplate(copy.age.minutes, { n: String(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return fillTemplate(copy.age.hours, { n: String(hours) });
  const days = Math.floor(hours / 24);
  return fillTemplate(copy.age.days, { n: String(days) });
}

/** "12 min", "5 h", "3 days": how long something has gone on. */
export function span(seconds: number): string {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  if (minutes < 60) return fillTemplate(copy.span.minutes, { n: String(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return fillTemplate(copy.span.hours, { n: String(hours) });
  return fillTemplate(copy.span.days, { n: String(Math.floor(hours / 24)) });
}

/** The lines to show, most serious first. */
function lines({ backup, mail }: DeskOperations): { tone: Tone; text: string; detail?: string }[] {
  const shown: { tone: Tone; text: string; detail?: string }[] = [];
  if (mail.failing) {
    const count =
      mail.unsent === 1 ? copy.mail.one : fillTemplate(copy.mail.many, { count: String(mail.unsent) });
    shown.push({
      tone: "fail",
      text: fillTemplate(copy.mail.failing, { count, age: ago(mail.sinceSeconds) }),
    });
  }
  if (backup.state === "off") shown.push({ tone: "warn", text: copy.backup.off });
  else if (backup.state === "postgres") shown.push({ tone: "info", text: copy.backup.postgres });
  else {
    if (backup.failingForSeconds !== null) {
      const values = {
        age: span(backup.failingForSeconds),
        last: backup.ageSeconds === null ? "" : ago(backup.ageSeconds),
      };
      shown.push({
        tone: "fail",
        text: fillTemplate(
          backup.ageSeconds === null ? copy.backup.failingNever : copy.backup.failing,
          values,
        ),
        ...(backup.lastError
          ? { detail: fillTemplate(copy.backup.reason, { error: backup.lastError }) }
          : {}),
      });
    } else if (backup.ageSeconds === null) shown.push({ tone: "warn", text: copy.backup.never });
    else if (backup.late)
      shown.push({ tone: "warn", text: fillTemplate(copy.backup.late, { age: ago(backup.ageSeconds) }) });
    else shown.push({ tone: "ok", text: fillTemplate(copy.backup.ok, { age: ago(backup.ageSeconds) }) });
    if (backup.checkFailed) shown.push({ tone: "warn", text: copy.backup.checkFailed });
  }
  const order: Tone[] = ["fail", "warn", "info", "ok"];
  return shown.sort((a, b) => order.indexOf(a.tone) - order.indexOf(b.tone));
}

const tones: Record<Tone, { icon: typeof CircleCheck; className: string; iconClass: string }> = {
  ok: { icon: CircleCheck, className: "border-wood-200 bg-white text-wood-900", iconClass: "text-green-700" },
  info: {
    icon: DatabaseBackup,
    className: "border-wood-200 bg-white text-wood-900",
    iconClass: "text-sky-700",
  },
  warn: {
    icon: TriangleAlert,
    className: "border-amber-300 border-l-4 border-l-amber-500 bg-amber-50 text-amber-950",
    iconClass: "text-amber-700",
  },
  fail: {
    icon: CircleAlert,
    className: "border-red-200 border-l-4 border-l-red-600 bg-red-50 text-red-950",
    iconClass: "text-red-700",
  },
};

/** Whether something has stopped working (backups or e-mail failing): then the line leads the desk on every screen. */
export const operationsFailing = (status: DeskOperations) =>
  lines(status).some((line) => line.tone === "fail");

/**
 * For admins: when the last off-site backup was stored (or that backups are off or failing), and
 * when e-mail has been failing. A quiet line while all is well.
 */
export function OperationsStatus({ status, className = "" }: { status: DeskOperations; className?: string }) {
  return (
    <section aria-label={copy.label} className={className} data-operations-status>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {lines(status).map((line) => {
          const tone = tones[line.tone];
          const Icon = tone.icon;
          return (
            <li
              key={line.text}
              className={`flex min-w-0 items-start gap-2 rounded-xl border px-3 py-2 text-sm shadow-sm ${tone.className}`}
              data-tone={line.tone}
            >
              <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${tone.iconClass}`} />
              <span className="min-w-0 break-words">
                <span className={line.tone === "ok" || line.tone === "info" ? "" : "font-semibold"}>
                  {line.text}
                </span>
                {line.detail ? <span className="mt-0.5 block text-xs opacity-90">{line.detail}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
