// INPUT FORM EXCEL's reader lives with the report core (docs/invoice-sheet.ts): /input_excel reads the
// reception sum's form with it too.
export { readImport, type Preview } from '../../docs/invoice-sheet';
export { loadSheetjs } from '../../lib/excel-read';
