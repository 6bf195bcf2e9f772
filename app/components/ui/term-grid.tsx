/** Each look: the list's, an entry's, the term's and the detail's classes. */
const looks = {
  /** Key figures on a dark band: the number large, its label under it. */
  figures: [
    "mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 py-12 sm:px-6 md:grid-cols-4",
    "flex flex-col-reverse items-center px-4 py-4 text-center",
    "mt-1 text-sm font-medium tracking-wide text-wood-200 uppercase",
    "font-display text-4xl font-semibold text-white sm:text-5xl",
  ],
  /** Questions and their answers, on cards. */
  questions: [
    "mt-6 grid gap-4 md:grid-cols-2",
    "rounded-2xl border border-wood-200 bg-wood-50 p-5",
    "font-semibold text-wood-950",
    "mt-2 text-wood-800",
  ],
} satisfies Record<string, [string, string, string, string]>;

/** Terms and their details in a grid (a description list), one entry per term. */
export function TermGrid({
  entries,
  look,
}: {
  entries: readonly { term: string; detail: string }[];
  look: keyof typeof looks;
}) {
  const [list, entry, term, detail] = looks[look];
  return (
    <dl className={list}>
      {entries.map((item) => (
        <div key={item.term} className={entry}>
          <dt className={term}>{item.term}</dt>
          <dd className={detail}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
