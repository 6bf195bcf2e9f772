import { photoSrcSet, photoUrl, type ShowcasePhoto } from "~/lib/showcase";
import { heightAt } from "~/lib/work";

/**
 * The width the <img> falls back to: a browser that takes neither AVIF nor WebP nor srcset gets a
 * middle width, sharp enough for a card and light on a phone.
 */
const fallbackWidth = (photo: ShowcasePhoto) => photo.widths.find((width) => width >= 800) ?? photo.width;

/**
 * One processed photo: AVIF, then WebP, then JPEG, each at every width made. `first` is the one image
 * above the fold of its page (loaded first, at once); any other loads when scrolled near. Its tiny
 * placeholder sits under it until it has loaded: an <img> of its own, as the pages allow no inline
 * style. `crop` fills the box it is given (cards); otherwise it keeps its own shape. `widest` leaves
 * out the widths past the first at least that wide, for a photo that is never drawn larger.
 */
export function ProjectPhoto({
  photo,
  sizes,
  first = false,
  crop = false,
  widest,
}: {
  photo: ShowcasePhoto;
  sizes: string;
  first?: boolean;
  crop?: boolean;
  widest?: number;
}) {
  const cap = widest === undefined ? undefined : photo.widths.find((width) => width >= widest);
  const widths = cap === undefined ? photo.widths : photo.widths.filter((width) => width <= cap);
  const sources = { hash: photo.hash, widths };
  const width = fallbackWidth(photo);
  // Either way it sits over the placeholder: positioned, and later in the markup.
  const fit = crop ? "absolute inset-0 size-full object-cover" : "relative block h-auto w-full";
  return (
    <span className={`relative block overflow-hidden bg-wood-100${crop ? " aspect-[4/3]" : ""}`}>
      <img
        src={photo.placeholder}
        alt=""
        aria-hidden="true"
        className="absolute inset-0 size-full [scale:1.1] object-cover soft-blur"
      />
      <picture>
        <source type="image/avif" srcSet={photoSrcSet(sources, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={photoSrcSet(sources, "webp")} sizes={sizes} />
        <img
          src={photoUrl(photo, width, "jpeg")}
          srcSet={photoSrcSet(sources, "jpeg")}
          sizes={sizes}
          width={width}
          height={heightAt(photo, width)}
          alt={photo.alt}
          loading={first ? "eager" : "lazy"}
          decoding={first ? "sync" : "async"}
          {...(first ? { fetchPriority: "high" as const } : {})}
          className={fit}
        />
      </picture>
    </span>
  );
}
