import { z } from 'zod';

/** A decimal number as text: '12.340', '-0.5'. Money and prices travel so, never as binary floats. */
export const decimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'A decimal number as text');
