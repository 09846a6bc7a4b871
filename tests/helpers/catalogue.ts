/** A plain active residential listing for tests that need rows in `properties`; `overrides` set what a test is about. */
import type { NewProperty } from "#app/platform/schema";

export function testListing(overrides: Partial<NewProperty> & { title: string }): NewProperty {
  return {
    type: "Residential",
    category: "Apartment",
    price: 12_500_000,
    location: "Andheri West, Mumbai",
    city: "Mumbai",
    area: 900,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    description: "A test listing.",
    status: "sale",
    active: true,
    ownerName: "Test Owner",
    ownerContact: "9800000000",
    amenities: ["Lift"],
    images: [],
    ...overrides,
  };
}
