/** The limits of one bulk-import file (issue 34): beyond either, the upload is refused with a message saying so. */
export const IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 5_000 } as const;
