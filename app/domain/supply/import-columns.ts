/**
 * The columns of a bulk-import sheet (CSV or XLSX) and how a row becomes a
 * listing for `ingestListing`. One column per listing field of the wizard's
 * schema (`listingInputSchema`), plus `external_ref` (the account's own
 * reference, which matches a row to the listing it made before) and
 * `photo_urls`. The template, the column documentation on the page and the
 * reading of uploaded rows all come from this list.
 *
 * Reading is lenient about how a sheet is written, never about what it says:
 * headers match whatever their case, spaces, hyphens or underscores
 * ("Property Type", "property_type", "propertyType"); amounts are read the
 * Indian way ("1,20,00,000", "1.2 Cr", "45K", app/lib/indian-amount.ts);
 * choices match their list's spelling whatever the case. Whether the values
 * make a valid listing is decided by the listing's own rules in
 * `ingestListing`, never here: a value that cannot be read is passed on as
 * written, so those rules name what is wrong with it.
 *
 * Every cell is text. A cell starting with = + - @ is never evaluated: it is
 * stored as the text it is, and neutralised in the report (import-cells.ts).
 */
import {
  COMMERCIAL_CATEGORIES,
  INDIAN_STATES,
  LISTING_AMENITIES,
  PROPERTY_STATUSES,
  RESIDENTIAL_CATEGORIES,
} from "#app/lib/options";
import { parseCount, parseIndianAmount } from "#app/lib/indian-amount";

type ColumnKind = "reference" | "text" | "choice" | "amount" | "count" | "list" | "urls";

export type ImportColumn = {
  /** The header as the template writes it. */
  header: string;
  /** The listing field it fills (`externalRef` and `photoUrls` go beside the listing). */
  field: string;
  kind: ColumnKind;
  /** The listing needs it (for residential listings only: bedrooms and bathrooms). */
  required: "yes" | "no" | "residential";
  /** The spellings accepted for a choice or list. */
  options?: readonly string[];
  /** The template's two example rows. */
  examples: [string, string];
};

const PROPERTY_TYPES = ["residential", "commercial"] as const;

/** Every column, in the template's order. Their explanations are texts `import.column.<header>` (owner.json). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: "external_ref",
    field: "externalRef",
    kind: "reference",
    required: "no",
    examples: ["AGT-1001", "AGT-1002"],
  },
  {
    header: "property_type",
    field: "propertyType",
    kind: "choice",
    required: "yes",
    options: PROPERTY_TYPES,
    examples: ["residential", "commercial"],
  },
  {
    header: "category",
    field: "category",
    kind: "choice",
    required: "yes",
    options: [...RESIDENTIAL_CATEGORIES, ...COMMERCIAL_CATEGORIES],
    examples: ["Apartment", "Office"],
  },
  {
    header: "listing_type",
    field: "listingType",
    kind: "choice",
    required: "yes",
    options: PROPERTY_STATUSES,
    examples: ["sale", "rent"],
  },
  {
    header: "title",
    field: "title",
    kind: "text",
    required: "yes",
    examples: ["2 BHK with sea view in Andheri West", "Furnished office near Bandra Kurla Complex"],
  },
  {
    header: "description",
    field: "description",
    kind: "text",
    required: "yes",
    examples: [
      "Bright corner flat on the 12th floor with two balconies, covered parking and a view of the sea.",
      "Ready office of 40 seats with two cabins, a meeting room, a pantry and power backup, five minutes from the station.",
    ],
  },
  { header: "price", field: "price", kind: "amount", required: "yes", examples: ["1.2 Cr", "2,50,000"] },
  { header: "area_sqft", field: "area", kind: "amount", required: "yes", examples: ["870", "1,450"] },
  { header: "bedrooms", field: "bedrooms", kind: "count", required: "residential", examples: ["2", ""] },
  { header: "bathrooms", field: "bathrooms", kind: "count", required: "residential", examples: ["2", ""] },
  { header: "parking", field: "parking", kind: "count", required: "no", examples: ["1", "4"] },
  {
    header: "amenities",
    field: "amenities",
    kind: "list",
    required: "no",
    options: LISTING_AMENITIES,
    examples: ["Lift; Security; Power Backup", "AC; Power Backup"],
  },
  {
    header: "address",
    field: "address",
    kind: "text",
    required: "yes",
    examples: ["7 Hill Road", "Plot C-66, G Block"],
  },
  { header: "locality", field: "locality", kind: "text", required: "yes", examples: ["Andheri West", "Bandra East"] },
  { header: "city", field: "city", kind: "text", required: "yes", examples: ["Mumbai", "Mumbai"] },
  {
    header: "state",
    field: "state",
    kind: "choice",
    required: "yes",
    options: INDIAN_STATES,
    examples: ["Maharashtra", "Maharashtra"],
  },
  { header: "pincode", field: "pincode", kind: "text", required: "yes", examples: ["400053", "400051"] },
  { header: "latitude", field: "latitude", kind: "text", required: "no", examples: ["19.1364", ""] },
  { header: "longitude", field: "longitude", kind: "text", required: "no", examples: ["72.8296", ""] },
  { header: "rera_number", field: "reraNumber", kind: "text", required: "no", examples: ["P51800012345", ""] },
  { header: "owner_name", field: "ownerName", kind: "text", required: "yes", examples: ["Asha Mehta", "Asha Mehta"] },
  { header: "owner_phone", field: "ownerPhone", kind: "text", required: "yes", examples: ["9876543210", "9876543210"] },
  {
    header: "owner_email",
    field: "ownerEmail",
    kind: "text",
    required: "yes",
    examples: ["asha@example.com", "asha@example.com"],
  },
  {
    header: "photo_urls",
    field: "photoUrls",
    kind: "urls",
    required: "no",
    examples: ["https://example.com/photos/1001-a.jpg https://example.com/photos/1001-b.jpg", ""],
  },
];

/** "Property Type", "property_type", "propertyType" → "propertytype". */
function headerKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Other names people give a column (its header and field name always match). */
const ALIASES: Record<string, string[]> = {
  external_ref: ["reference", "ref", "externalreference", "yourreference", "id"],
  area_sqft: ["area", "areasqft", "carpetarea", "sqft"],
  listing_type: ["for", "saleorrent", "transaction"],
  property_type: ["type"],
  photo_urls: ["photos", "photo", "images", "imageurls", "photourl"],
  rera_number: ["rera", "reraprojectnumber", "reraid"],
  owner_phone: ["phone", "contactphone", "mobile"],
  owner_email: ["email", "contactemail"],
  owner_name: ["contactname", "contactperson"],
  pincode: ["pin", "pinCode", "postcode", "zip"],
};

const COLUMN_BY_KEY = new Map<string, ImportColumn>();
for (const column of IMPORT_COLUMNS) {
  for (const name of [column.header, column.field, ...(ALIASES[column.header] ?? [])])
    COLUMN_BY_KEY.set(headerKey(name), column);
}

export type HeaderMap = {
  /** The column each position of the sheet fills (null: not one of ours, ignored). */
  columns: (ImportColumn | null)[];
  /** Headers that name no column (shown to the person, and otherwise ignored). */
  unknown: string[];
  /** Columns named twice (only the first is read). */
  repeated: string[];
};

/** Which column each header of the sheet's first row names. */
export function mapHeaders(headers: readonly string[]): HeaderMap {
  const seen = new Set<ImportColumn>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  const columns = headers.map((header) => {
    const column = COLUMN_BY_KEY.get(headerKey(header)) ?? null;
    if (!column) {
      if (header.trim() !== "") unknown.push(header.trim());
      return null;
    }
    if (seen.has(column)) {
      repeated.push(header.trim());
      return null;
    }
    seen.add(column);
    return column;
  });
  return { columns, unknown, repeated };
}

/** The header a listing field's message is shown under (the field itself when no column fills it). */
export function headerOfField(field: string): string {
  return IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? field;
}

/** Listing fields, as the listing's schema takes them (strings, numbers, lists). */
export type ListingValues = Record<string, unknown>;

/** What one row asks for: the listing, its reference and its photos. */
export type ImportRowRequest = { externalRef: string | undefined; listing: ListingValues; photoUrls: string[] };

function canonicalChoice(value: string, options: readonly string[]): string {
  const key = headerKey(value);
  return options.find((option) => headerKey(option) === key) ?? value;
}

/** Amenities and URLs are listed with ; , | or new lines (URLs also with spaces). */
function splitList(value: string, spaces: boolean): string[] {
  return value
    .split(spaces ? /[;|,\s]+/ : /[;|,\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function valueOf(column: ImportColumn, cell: string): unknown {
  switch (column.kind) {
    case "amount":
      return parseIndianAmount(cell) ?? cell;
    case "count":
      return parseCount(cell) ?? cell;
    case "choice":
      // "For Sale" and "Sale" both name the sale listing type.
      return canonicalChoice(
        column.field === "listingType" ? cell.replace(/^\s*for\s+/i, "") : cell,
        column.options ?? [],
      );
    case "list":
      return splitList(cell, false).map((item) => canonicalChoice(item, column.options ?? []));
    default:
      return cell;
  }
}

/** One row's cells as the request ingestListing takes; empty cells are left out (not given). */
export function rowToRequest(map: HeaderMap, cells: readonly string[]): ImportRowRequest {
  const listing: ListingValues = {};
  let externalRef: string | undefined;
  let photoUrls: string[] = [];
  map.columns.forEach((column, index) => {
    const cell = (cells[index] ?? "").trim();
    if (!column || cell === "") return;
    if (column.kind === "reference") externalRef = cell;
    else if (column.kind === "urls") photoUrls = splitList(cell, true);
    else listing[column.field] = valueOf(column, cell);
  });
  return { externalRef, listing, photoUrls };
}

/** True when every cell of the row is empty (such rows are skipped, as spreadsheets often end with some). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}
