import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text page by page, read with Mozilla's pdf.js (the reader browsers use): what a person would see,
 * not the bytes our writer put there.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await task.destroy();
  return { pages, text: pages.join('\n') };
}
