/**
 * The centres of the localities the demo catalogue uses, as [longitude, latitude].
 *
 * Source: the coordinates of each locality's place entry in OpenStreetMap
 * (the node a search on openstreetmap.org for "<locality>, <city>" centres on),
 * rounded to four decimals (about 11 m), and reviewed by hand against the
 * locality's railway station or main road: each lies within about a kilometre
 * of the neighbourhood's middle, which is all a listing's default pin needs.
 * For localities split by a railway line (Andheri West, Goregaon East…) the
 * point is on the named side.
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
