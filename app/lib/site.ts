/** The settings every page may show; never secrets. */
export type SiteInfo = {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  contactPhone: string;
  contactPhoneAlt: string;
  address: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  /** The office on the Contact page's map: point(longitude, latitude); null or absent: no map. */
  officePosition?: { x: number; y: number } | null;
};

/** The public part of the settings row (which holds secrets too): a copy of exactly the fields of SiteInfo. */
export function publicSettings(settings: SiteInfo): SiteInfo {
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    contactPhoneAlt: settings.contactPhoneAlt,
    address: settings.address,
    logoUrl: settings.logoUrl,
    faviconUrl: settings.faviconUrl,
    primaryColor: settings.primaryColor,
    secondaryColor: settings.secondaryColor,
    officePosition: settings.officePosition ?? null,
  };
}

/** Digits only, with India's country code: '+91 98200 00000' → '919820000000'. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `91${digits}` : digits;
}

export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** tel: link from a display number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
