// Hong Kong derivative warrants and CBBCs. ILLUSTRATIVE: real warrant and CBBC codes are issued and expire
// daily, so these codes are plausible ones in the real ranges (warrants 10000-29999, CBBCs 50000-69999) with
// issuer-style short names (issuer, underlying, E = European, C/P = call/put or bull/bear, maturity YYMM,
// series). Reference prices were priced once from the underlying's late-2025 level (Black-Scholes for warrants,
// intrinsic value plus funding cost for CBBCs) and put on the older spread table.
import type { InstrumentReference } from '../types';
import { hkStructuredProduct, type StructuredProductRow } from './hk-structured-products';

const cbbcRows: readonly StructuredProductRow[] = [
  ['50312', 'SG', '00700', 'BULL', '560.00', '2026-10-29', 'A', '0.580', 1.6, 6000000, '570.00'],
  ['51487', 'UB', '00700', 'BEAR', '660.00', '2026-09-29', 'B', '0.580', 1.6, 35000000, '650.00'],
  ['52631', 'HS', '00700', 'BULL', '540.00', '2027-01-28', 'C', '0.810', 1.6, 64000000, '550.00'],
  ['53819', 'BP', '09988', 'BULL', '138.00', '2026-08-28', 'A', '0.375', 1.6, 33000000, '140.00'],
  ['54260', 'JP', '09988', 'BEAR', '172.00', '2026-07-30', 'B', '0.370', 1.6, 62000000, '170.00'],
  ['55748', 'SG', '03690', 'BULL', '88.00', '2026-11-27', 'A', '0.270', 1.6, 31000000, '90.00'],
  ['56193', 'UB', '03690', 'BEAR', '113.00', '2026-10-29', 'B', '0.290', 1.6, 60000000, '111.00'],
  ['57325', 'HS', '00388', 'BULL', '370.00', '2026-12-30', 'A', '0.465', 1.6, 29000000, '375.00'],
  ['58476', 'BI', '01299', 'BULL', '69.00', '2026-09-29', 'A', '0.800', 1.6, 58000000, '70.00'],
  ['59014', 'JP', '00005', 'BEAR', '122.00', '2026-11-27', 'A', '1.170', 1.6, 27000000, '120.00'],
  ['60582', 'SG', 'HSI', 'BULL', '24800', '2026-09-29', 'A', '0.137', 1.6, 56000000, '25000'],
  ['61249', 'UB', 'HSI', 'BULL', '24300', '2026-12-30', 'B', '0.197', 1.6, 25000000, '24500'],
  ['61875', 'HS', 'HSI', 'BULL', '23800', '2027-03-30', 'C', '0.255', 1.6, 54000000, '24000'],
  ['62406', 'BP', 'HSI', 'BEAR', '26900', '2026-08-28', 'D', '0.134', 1.6, 23000000, '26700'],
  ['63158', 'JP', 'HSI', 'BEAR', '27400', '2026-11-27', 'E', '0.194', 1.6, 52000000, '27200'],
  ['64723', 'CT', 'HSI', 'BEAR', '28000', '2027-02-25', 'F', '0.265', 1.6, 21000000, '27800'],
  ['65390', 'MB', 'HSI', 'BULL', '25100', '2026-06-29', 'G', '0.098', 1.6, 50000000, '25300'],
  ['66841', 'GJ', 'HSI', 'BEAR', '26500', '2026-07-30', 'H', '0.091', 1.6, 19000000, '26300'],
  ['67512', 'HT', '01810', 'BULL', '36.00', '2026-10-29', 'A', '0.560', 1.6, 48000000, '37.00'],
  ['68237', 'SG', '01810', 'BEAR', '46.50', '2026-09-29', 'B', '0.600', 1.6, 17000000, '45.50'],
];

export const HK_CBBCS: readonly InstrumentReference[] = cbbcRows.map(hkStructuredProduct);
