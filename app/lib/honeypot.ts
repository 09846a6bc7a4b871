/** The name of the honeypot field: people never see or fill it, form-filling bots do. */
export const HONEYPOT_FIELD = "website_url";
