import { Link } from "react-router";
import { Bath, BedDouble, Car, ExternalLink, Mail, Phone, Ruler } from "lucide-react";
import type { Photo } from "#app/platform/schema";
import { formatArea, formatDateTime, formatListingPrice } from "#app/lib/format";
import { telLink } from "#app/lib/site";
import { formatPhone } from "#app/lib/phone";
import { SubmissionStatusBadge } from "./submission-status-badge";

/** The fields of a submission the admin reviews (dates arrive as strings from the loader). */
export type SubmissionView = {
  id: number;
  title: string;
  propertyType: string;
  category: string;
  listingType: string;
  price: number;
  description: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number;
  amenities: string[];
  images: Photo[];
  ownerName: string;
  ownerPhone: string;
  ownerEmail: string;
  status: string;
  propertyId: number | null;
  createdAt: string | Date;
  reviewedAt: string | Date | null;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Everything a submission holds: photos, property info, description, address, specifications, amenities, owner. */
export function SubmissionDetails({ listing }: { listing: SubmissionView }) {
  return (
    <div className="space-y-4 text-sm">
      {listing.images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Photos">
          {listing.images.map((photo, index) => (
            <li key={photo.card}>
              <a
                href={photo.large}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-lg bg-slate-100"
              >
                <img
                  src={photo.card}
                  alt={`${listing.title}, photo ${index + 1}`}
                  width={320}
                  height={240}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-600">No photos were submitted.</p>
      )}

      <Section title="Property information">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Title" value={listing.title} />
          <Fact label="Property type" value={capitalise(listing.propertyType)} />
          <Fact label="Category" value={listing.category} />
          <Fact label="Listing type" value={listing.listingType === "rent" ? "For Rent" : "For Sale"} />
          <Fact label="Price" value={formatListingPrice(listing.price, listing.listingType)} />
          <Fact label="Status" value={<SubmissionStatusBadge status={listing.status} />} />
          <Fact label="Submitted" value={formatDateTime(listing.createdAt)} />
          {listing.reviewedAt ? <Fact label="Reviewed" value={formatDateTime(listing.reviewedAt)} /> : null}
          {listing.propertyId ? (
            <Fact
              label="Published as"
              value={
                <Link
                  to={`/property/${listing.propertyId}`}
                  className="inline-flex items-center gap-1 text-secondary underline"
                >
                  Property #{listing.propertyId} <ExternalLink aria-hidden className="h-3.5 w-3.5" />
                </Link>
              }
            />
          ) : null}
        </dl>
      </Section>

      <Section title="Description">
        <p className="whitespace-pre-line leading-6 text-slate-700">{listing.description}</p>
      </Section>

      <Section title="Address">
        <p className="text-slate-700">
          {listing.address}
          <br />
          {listing.city}, {listing.state} {listing.pincode}
        </p>
      </Section>

      <Section title="Specifications">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
          <li className="flex items-center gap-1.5">
            <Ruler aria-hidden className="h-4 w-4 text-slate-500" /> {formatArea(listing.area)}
          </li>
          {listing.bedrooms != null ? (
            <li className="flex items-center gap-1.5">
              <BedDouble aria-hidden className="h-4 w-4 text-slate-500" /> {listing.bedrooms} Bedrooms
            </li>
          ) : null}
          {listing.bathrooms != null ? (
            <li className="flex items-center gap-1.5">
              <Bath aria-hidden className="h-4 w-4 text-slate-500" /> {listing.bathrooms} Bathrooms
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Car aria-hidden className="h-4 w-4 text-slate-500" /> {listing.parking} Parking
          </li>
        </ul>
      </Section>

      <Section title="Amenities">
        {listing.amenities.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {listing.amenities.map((amenity) => (
              <li key={amenity} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                {amenity}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">None listed.</p>
        )}
      </Section>

      <Section title="Owner contact">
        <p className="font-medium text-slate-900">{listing.ownerName}</p>
        <ul className="mt-1 space-y-1">
          <li>
            <a href={telLink(listing.ownerPhone)} className="inline-flex items-center gap-1.5 text-secondary underline">
              <Phone aria-hidden className="h-4 w-4" /> {formatPhone(listing.ownerPhone)}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${listing.ownerEmail}`}
              className="inline-flex items-center gap-1.5 break-all text-secondary underline"
            >
              <Mail aria-hidden className="h-4 w-4" /> {listing.ownerEmail}
            </a>
          </li>
        </ul>
      </Section>
    </div>
  );
}
