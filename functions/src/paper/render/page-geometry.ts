// Paper sizes in PDF points (1/72 inch). The couriers, the printers and the label sheets sold
// in India all work in millimetres, so layouts are written in millimetres and converted here.

export const POINTS_PER_MM = 72 / 25.4;

/** Millimetres to PDF points. */
export const mm = (millimetres: number): number => millimetres * POINTS_PER_MM;

/** ISO A4, portrait: 210 × 297 mm. */
export const A4 = { width: mm(210), height: mm(297) } as const;

/** The margin of a full A4 page (bills, packing slips): inside what office printers can reach. */
export const PAGE_MARGIN = mm(15);
