/**
 * RFC 4180: fields separated by commas (or `separator`), records by CRLF, quoted fields may hold
 * both and "" for a quote.
 */
export function parseCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (char === '\n' || char === '"') throw new Error(`stray ${JSON.stringify(char)} at ${i}`);
    else field += char;
  }
  if (quoted || field !== '' || record.length > 0) throw new Error('the last record is not terminated');
  return records;
}
