import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import { localityPath } from "#app/lib/localities";

/**
 * A listing's location, linking its locality's page. `className` styles the
 * link; a location with no usable locality name stays plain text. The
 * location is shown in the page's language (Devanagari on Hindi and Marathi
 * pages); the link is made from the stored English name.
 */
export function LocalityLink({ location, className }: { location: string; className?: string }) {
  const place = usePlaceName();
  const path = localityPath(location);
  if (!path) return <span className={className}>{place(location)}</span>;
  return (
    <Link to={path} className={className} discover="none">
      {place(location)}
    </Link>
  );
}
