/** Reading a CSV export as spreadsheets would, for the workshop export's tests (server and web). */

/**
 * A small RFC 4180 reader (quoted fields, doubled quotes, CRLF), enough to check the export; `separator`
 * reads it as a spreadsheet whose list separator is `;` (German, French, Dutch) or a tab would.
 */
export function readCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A cell a spreadsheet would run as a formula (its first character, full-width forms included); a plain number ("-3") is a number. */
export function isFormula(cell: string): boolean {
  return /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^[-+]?\d+(?:\.\d+)?$/.test(cell);
}

/**
 * Every cell of `text` read each way a spreadsheet might: quoted fields honoured with `,`, `;` or a tab
 * as the separator, and each line cut naively on each of them (a reader that ignores quotes), with the
 * cut pieces' own quotes and spaces taken off.
 */
export function cellsEveryWay(text: string): string[] {
  const cells: string[] = [];
  for (const sep of [',', ';', '\t']) {
    for (const row of readCsv(text, sep)) cells.push(...row);
    for (const line of text.replace(/^\uFEFF/, '').split('\r\n')) cells.push(...line.split(sep).map((c) => c.replace(/^[\s"]+/, '')));
  }
  return cells;
}
