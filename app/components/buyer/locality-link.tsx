import { Link } from "react-router";
import { localityPath } from "#app/lib/localities";

/**
 * A listing's location, linking its locality's page. `className` styles the
 * link; a location with no usable locality name stays plain text.
 */
export function LocalityLink({ location, className }: { location: string; className?: string }) {
  const path = localityPath(location);
  if (!path) return <span className={className}>{location}</span>;
  return (
    <Link to={path} className={className} discover="none">
      {location}
    </Link>
  );
}
