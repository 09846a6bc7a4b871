/** The columns a project card shows (selected by app/domain/catalogue/projects.server.ts). */
export type ProjectSummary = {
  id: number;
  title: string;
  developer: string;
  location: string;
  type: string;
  status: string;
  priceMin: number;
  priceMax: number;
  areaMin: number;
  areaMax: number;
  /** The start of the description, cut at a word (cards show two lines). */
  description: string;
  /** The first four amenities (no card shows more) and how many there are. */
  amenities: string[];
  amenityCount: number;
  completionDate: string;
  totalUnits: number;
  availableUnits: number;
  rating: number;
  reviews: number;
  /** The card-size variant of the first photo only. */
  photoUrl: string | null;
};
