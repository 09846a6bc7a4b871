/**
 * The parts several pages draw below their top, whose code is fetched after
 * the page's own (fetched-part.tsx, ADR 050): declared once, so that a part
 * whose code one page fetched is drawn at once on the next.
 */
import { fetchedPart } from "./fetched-part";

/** The Send Inquiry card: the property, project and profile pages. */
export const InquiryCard = fetchedPart(() =>
  import("#app/components/leads/inquiry-form").then((module) => module.InquiryCard),
);

/** The owner's or agent's number, masked until asked for: the property and profile pages. */
export const OwnerPhone = fetchedPart(() =>
  import("#app/components/owners/owner-contact").then((module) => module.OwnerPhone),
);

/** The reviews and their form: the project, locality and profile pages. */
export const ReviewsSection = fetchedPart(() =>
  import("#app/components/reviews/reviews-section").then((module) => module.ReviewsSection),
);

/**
 * The Location tab's map: until its code is in, the server's address and
 * "Open in OpenStreetMap" link are what the tab shows, as without JavaScript.
 */
export const PlaceMap = fetchedPart(() => import("#app/components/maps/place-map").then((module) => module.PlaceMap));
