/** Files and bodies for the content tests (not a test file itself). */

/**
 * A real baseline JPEG, 8×8 uniform grey: JFIF header, a quantisation table, one-code Huffman
 * tables (DC category 0, AC end-of-block) and one scan byte. Any decoder opens it.
 */
export function tinyJpeg(): Buffer {
  const hex = [
    'ffd8',
    'ffe000104a46494600010100000100010000',
    `ffdb004300${'01'.repeat(64)}`,
    'ffc0000b080008000801011100',
    `ffc400140001${'00'.repeat(15)}00`,
    `ffc400141001${'00'.repeat(15)}00`,
    'ffda0008010100003f00',
    '3f',
    'ffd9',
  ].join('');
  return Buffer.from(hex, 'hex');
}

/** A one-page PDF with a correct cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 50 Td (Scontrino) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Windows executable (MZ header and DOS stub text). */
export function fakeExe(): Buffer {
  const stub = Buffer.alloc(256);
  stub.write('MZ', 0, 'latin1');
  stub.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return stub;
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** multipart/form-data body and its content type, as a browser's FormData would send. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; contentType: string } {
  const boundary = `----premia${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
