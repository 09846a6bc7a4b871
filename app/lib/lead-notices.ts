/**
 * What the public lead forms say after a post (docs/spec/public-site.md §8),
 * verbatim: tests look for them as written. Apart from the forms' rules
 * (validation/leads.ts), so that a page can show them without loading zod.
 */
export const LEAD_NOTICES = {
  contactSuccess: "Thank you for your message. We will get back to you soon!",
  contactFailure: "Sorry, there was an error submitting your message. Please try again or call us directly.",
  inquirySuccess: "Thank you for your inquiry! We will contact you soon.",
  inquiryFailure: "Sorry, there was an error submitting your inquiry. Please try again or call us directly.",
  referenceGone: "Sorry, this listing is no longer available, so the request could not be sent.",
  uploadFailed: "Failed to upload images. Please try again.",
  submitFailed: "Failed to submit property listing. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  formError: "Error submitting form. Please try again.",
} as const;
