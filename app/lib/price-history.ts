/** Price history values shared by the server and the pages. */

/** A property's latest change, when it lowered the price. */
export type PriceReduction = { amount: number; changedAt: string };

export type PriceChange = { price: number; previousPrice: number; changedAt: string };
