type Props = {
  eyebrow?: string;
  heading: string;
  text?: string;
  children?: React.ReactNode;
  aside?: React.ReactNode;
  badges?: readonly string[];
};

/** The top of every page: the page's h1, a short promise, and its calls to action. */
export function PageHero({ eyebrow, heading, text, children, aside, badges }: Props) {
  return (
    <section className="wood-grain overflow-hidden border-b border-wood-200">
      <div
        className={`mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 ${aside ? "lg:grid-cols-[1.1fr_0.9fr]" : ""}`}
      >
        <div className={aside ? "" : "mx-auto max-w-3xl text-center"}>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-wood-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-3 font-display text-4xl leading-tight font-semibold text-wood-950 sm:text-5xl">
            {heading}
          </h1>
          {text ? <p className="mt-5 text-lg text-wood-800 sm:text-xl">{text}</p> : null}
          {children ? (
            <div className={`mt-8 flex flex-col gap-3 sm:flex-row ${aside ? "" : "sm:justify-center"}`}>
              {children}
            </div>
          ) : null}
          {badges?.length ? (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-wood-800">
              {badges.map((badge) => (
                <li key={badge} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-2 rounded-full bg-wood-500" />
                  {badge}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside ? <div className="mx-auto w-full max-w-md lg:max-w-none">{aside}</div> : null}
      </div>
    </section>
  );
}
