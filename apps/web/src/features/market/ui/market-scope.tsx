import type { ReactNode } from 'react';
import type { BoxProps } from '@mantine/core';
import { QuoteColorScope } from '../../../shared/market-data/quote-color-scope';
import './market.css';

/** The market pages' frame: the user's up/down colours, and the styles of the ticker, depth bars and charts. */
export function MarketScope(props: BoxProps & { children: ReactNode }) {
  return <QuoteColorScope {...props} />;
}
