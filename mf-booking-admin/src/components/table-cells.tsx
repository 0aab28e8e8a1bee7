/** A money or count cell: right-aligned on one line. */
export const RIGHT_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A DataTable column header right-aligned over its RIGHT_CELL cells. */
export const rightHeader = (text: string) => () => (
  <span style={{ display: 'block', textAlign: 'right' }}>{text}</span>
);
