/**
 * CSV import and export of the catalogue (issue 10): the products screen places
 * `<ProductImportExport storeId={storeId} />` in its header (IndexPage `secondaryActions`).
 */
export { ProductImportExport } from './ProductImportExport';
