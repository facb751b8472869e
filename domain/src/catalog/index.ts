// The catalog: books, genres, search, stock, the catalog CSV and its import.
export * from './categories';
export * from './genre-labels';
export * from './category-spellings';
export * from './book-author';
export * from './isbn';
export * from './search';
export * from './catalog';
export * from './catalog-queries';
export * from './book';
export * from './cover';
export * from './stock';
export * from './catalog-csv';
export * from './catalog-csv-read';
export * from './catalog-import';
export * from './catalog-import-batches';
export * from './catalog-answers';
