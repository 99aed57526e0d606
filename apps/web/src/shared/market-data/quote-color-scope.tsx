import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { useQuoteColor } from './api/get-quote-color';
import './quote-colors.css';

/** Sets the up/down colours for everything inside, from the user's QUOTE_COLOR. */
export function QuoteColorScope({ children, ...props }: BoxProps & { children: ReactNode }) {
  const quoteColor = useQuoteColor();
  return (
    <Box className="market-scope" data-quote-color={quoteColor} {...props}>
      {children}
    </Box>
  );
}
