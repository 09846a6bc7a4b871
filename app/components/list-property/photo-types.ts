/** A photo as the wizard shows it back: its name, its card URL and the token the submission carries. */
export type SubmittedPhoto = { name: string; token: string; card: string };
export type PhotoFailure = { name: string; message: string };

export { WIZARD_UPLOAD_HEADER } from "#app/lib/photo-upload";
