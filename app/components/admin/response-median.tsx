import { Timer } from "lucide-react";
import { adminCopy as copy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import { formatDuration } from "~/lib/response-clock";

/** The desk's response figure: the median first reply of the last 30 days, and over how many leads. */
export type ResponseFigure = { minutes: number | null; count: number };

/** The median first reply beside the counters, counted in opening hours only. */
export function ResponseMedian({ response }: { response: ResponseFigure }) {
  const note =
    response.count === 0
      ? copy.response.medianNoteNone
      : response.count === 1
        ? copy.response.medianNoteOne
        : fillTemplate(copy.response.medianNote, { count: String(response.count) });
  return (
    <div className="flex items-center gap-x-4 gap-y-2 rounded-xl border-l-4 border-sky-300 bg-white p-3 shadow-sm sm:flex-wrap sm:rounded-2xl sm:px-4">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-800 sm:flex">
        <Timer aria-hidden="true" className="size-5" />
      </span>
      <dl className="shrink-0">
        <div>
          <dt className="text-xs leading-tight font-medium text-wood-800 sm:text-sm">
            {copy.response.median}
          </dt>
          <dd
            className="mt-0.5 font-display text-xl font-semibold text-wood-950 sm:text-2xl"
            data-response-median
          >
            {response.minutes === null ? copy.response.medianNone : formatDuration(response.minutes)}
          </dd>
        </div>
      </dl>
      <p className="ml-auto text-right text-xs text-wood-700 sm:text-sm">{note}</p>
    </div>
  );
}
