// The paper the law asks for: bills of supply and credit notes, slips and labels.
export * from './bill-of-supply';
export * from './paperwork';
