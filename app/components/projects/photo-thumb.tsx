import { photoUrl } from "~/lib/showcase";

/**
 * A photo at its smallest width, in JPEG (every browser shows it), sized by its own shape so the
 * list does not jump as thumbnails arrive; its blurred placeholder shows until then.
 */
export function PhotoThumb({
  photo,
  alt,
  className = "",
}: {
  photo: { hash: string; widths: number[]; placeholder?: string; width?: number; height?: number };
  alt: string;
  className?: string;
}) {
  const width = photo.widths[0] ?? 480;
  return (
    <img
      src={photoUrl(photo, width, "jpeg")}
      alt={alt}
      width={photo.width ?? 4}
      height={photo.height ?? 3}
      loading="lazy"
      decoding="async"
      className={`block bg-wood-100 object-cover ${className}`}
    />
  );
}
