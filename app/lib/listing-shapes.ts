/**
 * The shapes of the catalogue's JSON columns (app/platform/schema.ts stores
 * them), here so that code shared with the browser can read them without
 * reaching up into the database layer.
 */

/**
 * A stored photo: web variants by purpose (see app/platform/images.server.ts).
 * `thumb` and `medium` are missing on photos stored before those variants
 * existed and on pasted links; pages then use `card` and `large`.
 */
/**
 * An agent's or builder's logo: the same picture drawn within a small square (the "Listed by" line, 96 px) and a
 * large one (the profile's header, 256 px), transparency kept. URLs as storage().put answered them.
 */
export type SupplierLogo = { small: string; large: string; width: number; height: number };

export type Photo = { card: string; large: string; thumb?: string; medium?: string; width?: number; height?: number };

/** One unit type of a project (2 BHK, 3 BHK…) with its carpet area, price and units left. */
export type ProjectConfiguration = {
  type: string;
  carpetArea: number;
  price: number;
  availableUnits: number;
};

/**
 * A place near a project. With a position ([longitude, latitude]) the page
 * shows the straight-line distance computed from the project's own position;
 * `distance` is the typed one, for places without a position.
 */
export type NearbyPlace = { name: string; distance: string; type: string; position?: [number, number] };

export type FloorPlan = { title: string; url: string; kind: "image" | "pdf" };
