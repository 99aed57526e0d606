/* eslint-disable @typescript-eslint/no-unused-vars -- a merged declaration must repeat the type parameters. */
import type { CellData, RowData, TableFeatures } from '@tanstack/table-core';

declare module '@tanstack/table-core' {
  // What the table kit reads from a column definition's `meta`.
  interface ColumnMeta<
    TFeatures extends TableFeatures,
    TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** Amounts, prices and quantities: right-aligned in tabular figures, so digits line up. */
    numeric?: boolean;
    /** The cell that names the row for screen readers: rendered as `<th scope="row">`. */
    rowHeader?: boolean;
    /**
     * Its place in the card each row becomes on a phone (below Mantine's `sm`; desktop tables are unchanged):
     * `title` names the row (top left), `primary` is the figure that matters most (top right), `secondary`
     * figures come next, then the columns without a place, and `action` last, across the card. A card drops no
     * column: every one the desktop shows is there, labelled with its header. A row header is the title unless
     * it says otherwise.
     */
    card?: CardPlace;
    /** The card's label for this column's value when the header is not plain text (a function, an icon). */
    cardLabel?: string;
  }
}

export type CardPlace = 'title' | 'primary' | 'secondary' | 'action';
