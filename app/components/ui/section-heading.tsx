type Props = { eyebrow?: string; heading: string; text?: string; align?: "center" | "left"; id?: string };

export function SectionHeading({ eyebrow, heading, text, align = "center", id }: Props) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-wood-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-display text-3xl font-semibold text-wood-950 sm:text-4xl">
        {heading}
      </h2>
      {text ? <p className="mt-4 text-lg text-wood-800">{text}</p> : null}
    </div>
  );
}
