/**
 * The header the List Your Property wizard sends with each photo upload, so
 * refusals come back as 200 + {ok:false}: browsers log every 4xx as a console
 * error, and a refused photo is part of normal use there.
 */
export const WIZARD_UPLOAD_HEADER = "x-upload-client";
