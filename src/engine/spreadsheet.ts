/**
 * Text that goes into a CSV a person opens in a spreadsheet (the workshop's export, on the server and in
 * the browser: docs/workshop.md, "CSV export"). A spreadsheet runs a cell that starts with = + - @ (or their
 * full-width forms) as a formula, and which character separates cells depends on its locale: `,` in
 * English, `;` in German, French or Dutch, a tab when pasted. So a nickname like `x;=1+1;` is harmless
 * split on commas, but a formula of its own split on semicolons.
 *
 * `spreadsheetSafe` puts an apostrophe (which spreadsheets read as "this is text") before every formula
 * character that starts the text or follows any separator (`,` `;` tab, line breaks), spaces and quotes
 * allowed in between; `SPREADSHEET_QUOTE` makes the CSV writer quote every cell holding a `;` or a tab,
 * so a spreadsheet that splits on them keeps the cell whole. Plain numbers ("-3") are left as numbers.
 */
const FORMULA_AT = /(^|[,;\t\r\n])([\s"']*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/gu;
const PLAIN_NUMBER = /^[-+]?\d+(?:\.\d+)?$/;

export function spreadsheetSafe(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return text.replace(FORMULA_AT, "$1$2'");
}

/** For csv-stringify's `quoted_match`: cells that a spreadsheet splitting on `;` or tabs would cut. */
export const SPREADSHEET_QUOTE: RegExp[] = [/;/, /\t/];
