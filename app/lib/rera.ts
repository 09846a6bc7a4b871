/**
 * Which state's RERA registry a registration number belongs to, for the
 * label and QR code on project pages (MahaRERA has required the QR code on
 * websites advertising a project since 2023). Recognised by the number's
 * format; anything else points at the central portal that lists every
 * state's authority.
 */
export type ReraRegistry = { authority: string; url: string };

const REGISTRIES: { test: RegExp; authority: string; url: string }[] = [
  // MahaRERA: P5 (projects) or A5 (agents) + district code, e.g. P51800012345, A51800012345.
  { test: /^[PA]5\d/i, authority: "MahaRERA", url: "https://maharera.maharashtra.gov.in/" },
  { test: /^PRM\/KA\/RERA\//i, authority: "K-RERA", url: "https://rera.karnataka.gov.in/" },
  // Telangana: P02400…
  { test: /^P02\d/i, authority: "TG RERA", url: "https://rera.telangana.gov.in/" },
  { test: /HARERA/i, authority: "HARERA", url: "https://haryanarera.gov.in/" },
  { test: /^TN\//i, authority: "TNRERA", url: "https://www.rera.tn.gov.in/" },
  { test: /^PR\/GJ\//i, authority: "GujRERA", url: "https://gujrera.gujarat.gov.in/" },
];

const CENTRAL_PORTAL: ReraRegistry = { authority: "RERA", url: "https://rera.mohua.gov.in/" };

export function reraRegistry(registrationNumber: string): ReraRegistry {
  const number = registrationNumber.trim();
  const match = REGISTRIES.find((registry) => registry.test.test(number));
  return match ? { authority: match.authority, url: match.url } : CENTRAL_PORTAL;
}

/** 'MahaRERA: P51800012345' */
export function reraLabel(registrationNumber: string): string {
  return `${reraRegistry(registrationNumber).authority}: ${registrationNumber.trim()}`;
}
