import { MapPin, Navigation } from "~/components/ui/icons";
import { directionsUrl, mapEmbedUrl } from "~/lib/links";
import { formatAddress } from "~/lib/format";
import { useSite } from "~/lib/site";

/** The office on a map. The iframe loads lazily; the directions link works even when it cannot load. */
export function OfficeMap() {
  const { business, contact } = useSite();
  const place = { name: business.name, address: formatAddress(business.address), ...business.geo };
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="map-heading" className="font-display text-3xl font-semibold text-wood-950">
          {contact.map.heading}
        </h2>
        <a
          href={directionsUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-wood-700 px-4 py-2 font-semibold text-wood-800 hover:bg-wood-100"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {contact.map.directionsLabel}
        </a>
      </div>
      <p className="mt-2 text-wood-800">{place.address}</p>
      <div className="wood-grain relative mt-6 aspect-[4/3] overflow-hidden rounded-2xl border border-wood-200 sm:aspect-[16/7]">
        {/* Seen until the map loads, or instead of it when the map host cannot be reached. */}
        <div className="absolute inset-0 grid place-items-center p-6 text-center text-wood-800">
          <div>
            <MapPin aria-hidden="true" className="mx-auto size-10 text-wood-600" />
            <p className="mt-2 font-semibold text-wood-950">{business.name}</p>
            <p className="text-sm">
              {business.address.locality}, {business.address.city}
            </p>
          </div>
        </div>
        <iframe
          title={contact.map.title}
          src={mapEmbedUrl(place)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="relative size-full border-0"
        />
      </div>
    </div>
  );
}
