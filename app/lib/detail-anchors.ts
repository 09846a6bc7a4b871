/**
 * The id of the detail pages' Send Inquiry form, which the tabs and the
 * contact bar link to. Apart from the form, whose code is fetched after the
 * page's (components/fetched-part.tsx), so that a link to it does not bring
 * the form's code into the page's first load.
 */
export const INQUIRY_FORM_ANCHOR = "send-inquiry";
