/**
 * What an admin catalogue screen manages, in the capitalised forms its labels
 * use ("Add New Property", "Properties pages"); lower-case where a sentence
 * needs it ("No properties found."). `one` in lower case is also the public
 * page's path (/property/12) and the prefix of the cards' element ids.
 */
export type CatalogueNoun = { one: string; many: string };

export const PROPERTY_NOUN: CatalogueNoun = { one: "Property", many: "Properties" };
export const PROJECT_NOUN: CatalogueNoun = { one: "Project", many: "Projects" };
