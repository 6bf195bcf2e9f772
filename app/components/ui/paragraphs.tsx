/** A few paragraphs of running text, spaced by `className`. */
export function Paragraphs({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {items.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
