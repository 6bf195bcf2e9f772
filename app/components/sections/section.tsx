const tones = { plain: "bg-wood-50", white: "bg-white", grain: "wood-grain" } as const;

/** A full-width page band with the page's standard width and spacing (`compact`: no extra room on wider screens). */
export function Section({
  tone = "plain",
  labelledBy,
  compact = false,
  children,
}: {
  tone?: keyof typeof tones;
  labelledBy?: string;
  compact?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={tones[tone]}>
      <div className={`mx-auto max-w-6xl px-4 py-16 sm:px-6${compact ? "" : " md:py-20"}`}>{children}</div>
    </section>
  );
}
