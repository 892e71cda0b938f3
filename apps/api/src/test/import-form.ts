/** Tests' helper: the form the import screen posts. */
/** A multipart body with text fields and one file, as the screen sends it. */
export function importForm(fields: Record<string, string>, fileName: string, content: string) {
  const boundary = '----pos-import-boundary';
  const parts = Object.entries(fields).map(([name, value]) =>
    [`--${boundary}`, `Content-Disposition: form-data; name="${name}"`, '', value].join('\r\n'),
  );
  parts.push(
    [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
      'Content-Type: text/csv',
      '',
      content,
    ].join('\r\n'),
  );
  return {
    payload: `${parts.join('\r\n')}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
