/**
 * What the map of a list page draws (app/domain/catalogue/map-pins.server.ts
 * makes them): one listing's pin, or a group of nearby listings shown as
 * their count.
 */
export type MapPin =
  | {
      kind: "listing";
      id: number;
      title: string;
      price: number;
      status: string;
      type: string;
      lng: number;
      lat: number;
    }
  | { kind: "group"; count: number; lng: number; lat: number };
