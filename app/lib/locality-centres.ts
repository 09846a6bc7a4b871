/**
 * The centres of the localities the demo catalogue uses, as [longitude, latitude].
 *
 * Source, stated honestly: these values were first written from general
 * knowledge of the cities, on a machine without internet, not read from a
 * survey or from OpenStreetMap. On 2026-11-26 they were checked against the
 * coordinates in the Wikipedia articles of four of them (read from stored
 * copies): Powai 19.12 N 72.91 E, Whitefield 12.97 N 77.75 E, Baner
 * 18.560 N 73.790 E and Gachibowli 17.437 N 78.344 E; each value below lies
 * within about 600 m of those. The rest were checked only for plausibility
 * (on the named side of the railway line for Andheri West, Goregaon East…,
 * inside the right city, a few kilometres from well-known reference points
 * such as Bandra West ≈ 19.06 N 72.83 E and Andheri West ≈ 19.136 N 72.83 E);
 * none was clearly off, so none was changed. They are good enough for a demo
 * listing's default pin, not for navigation; staff correct any listing's
 * position with the location picker in the admin forms.
 *
 * The migration that added positions (drizzle/0017_positions.sql) holds the
 * same values in the localities table; new localities are added there.
 */
import type { LngLat } from "#app/lib/geo";

export const LOCALITY_CENTRES: Record<string, { city: string; centre: LngLat }> = {
  "Andheri West": { city: "Mumbai", centre: [72.8296, 19.1364] },
  "Bandra West": { city: "Mumbai", centre: [72.8295, 19.0596] },
  "Jogeshwari West": { city: "Mumbai", centre: [72.8424, 19.1402] },
  Oshiwara: { city: "Mumbai", centre: [72.8359, 19.1487] },
  Juhu: { city: "Mumbai", centre: [72.8263, 19.1075] },
  "Goregaon East": { city: "Mumbai", centre: [72.8597, 19.1646] },
  "Malad West": { city: "Mumbai", centre: [72.8361, 19.1874] },
  "Kandivali East": { city: "Mumbai", centre: [72.8656, 19.2052] },
  "Borivali West": { city: "Mumbai", centre: [72.8484, 19.2323] },
  Powai: { city: "Mumbai", centre: [72.906, 19.1176] },
  "Mira Road East": { city: "Mumbai", centre: [72.8699, 19.2833] },
  "Virar West": { city: "Mumbai", centre: [72.7998, 19.4552] },
  "Nalasopara West": { city: "Mumbai", centre: [72.8104, 19.4196] },
  "Gurugram Sector 54": { city: "Delhi NCR", centre: [77.1049, 28.4372] },
  "Noida Sector 150": { city: "Delhi NCR", centre: [77.4866, 28.4189] },
  Koramangala: { city: "Bangalore", centre: [77.6245, 12.9352] },
  Whitefield: { city: "Bangalore", centre: [77.75, 12.9698] },
  Gachibowli: { city: "Hyderabad", centre: [78.3489, 17.4401] },
  "Anna Nagar": { city: "Chennai", centre: [80.2101, 13.085] },
  Baner: { city: "Pune", centre: [73.7868, 18.559] },
  Hinjewadi: { city: "Pune", centre: [73.7389, 18.5912] },
  "Salt Lake": { city: "Kolkata", centre: [88.4158, 22.5806] },
  Satellite: { city: "Ahmedabad", centre: [72.5169, 23.0301] },
  "Vaishali Nagar": { city: "Jaipur", centre: [75.7435, 26.9111] },
  Vesu: { city: "Surat", centre: [72.7751, 21.1423] },
};

/**
 * A demo listing's place: its locality's centre moved by up to `spread`
 * degrees (0.006° ≈ 650 m) each way, from the generator's own random numbers
 * so the same seed places the same pins, and pins of one locality do not stack.
 */
export function spreadAround(centre: LngLat, random: () => number, spread = 0.006): LngLat {
  const move = () => (random() * 2 - 1) * spread;
  return [Number((centre[0] + move()).toFixed(6)), Number((centre[1] + move()).toFixed(6))];
}
