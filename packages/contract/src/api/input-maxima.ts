// The maxima of input-limits.ts as plain values, in a module of their own: texts that state a maximum (the web's
// i18n variables, loaded with the login page) take them without the schemas and their imports.

/** The most money one request (deposit, withdrawal, currency exchange, transfer) may name, in any currency. */
export const maxMoneyAmount = '1000000000000';
/** Decimal places of money in a request: to the cent. */
export const moneyAmountDecimals = 2;
/** The highest price per share a request may name (order and trigger prices, average costs, dividends). */
export const maxPrice = '10000000';
/** Decimal places of a price in a request: what the price columns keep. */
export const maxPriceDecimals = 6;
/** The most shares one order (or one dividend election) may name. */
export const maxShareQuantity = 1_000_000_000;
