import { data } from "react-router";

/** Every unknown path: the layout's error boundary renders the 404 page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

/** A form posted to an unknown path (say /my-listings/submissions/ without its id) is a 404 too, not a 405 fault. */
export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
