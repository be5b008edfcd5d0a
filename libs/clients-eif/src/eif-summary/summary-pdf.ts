import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

/** A table of records in the summary (locations, classes, policies). */
export type SummaryTable = {
  title: string;
  columns: string[];
  rows: string[][];
  /** Relative column widths (equal when absent). */
  weights?: number[];
};
/** One sub-step: its questions and answers, then its tables. */
export type SummarySection = { title: string; rows: Array<[string, string]>; tables: SummaryTable[] };
/** What the PDF prints, already in words (decision 095): the renderer knows nothing of the EIF. */
export type SummaryDocument = {
  /** Its language (the PDF's Lang, for screen readers). */
  language: string;
  title: string;
  subtitle: string;
  /** Lines under the title: when it was made, whether and when it was signed. */
  notes: string[];
  steps: Array<{ title: string; sections: SummarySection[] }>;
  /** "Page {page} of {pages}". */
  pageLabel: (page: number, pages: number) => string;
  emptyValue: string;
};

/** DejaVu Sans (from npm, so every machine has it): every Latin, Greek and Cyrillic letter people type. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  if (!fonts) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: readFileSync(join(dir, 'DejaVuSans.ttf')),
      bold: readFileSync(join(dir, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

const MARGIN = 54;
const GAP = 12;

/** Renders the summary as a multi-page US Letter PDF with page numbers in the footer. */
export function renderSummaryPdf(model: SummaryDocument): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: model.language,
    displayTitle: true,
    info: { Title: model.title, Subject: model.subtitle, Author: 'Onboard', Creator: 'Onboard' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);

  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN;
  let y = MARGIN;
  /** Starts a new page unless `height` more fits on this one. */
  const room = (height: number) => {
    if (y + height > bottom()) {
      pdf.addPage();
      y = MARGIN;
    }
  };
  const line = (text: string, font: string, size: number, after = 4) => {
    pdf.font(font).fontSize(size);
    const h = pdf.heightOfString(text, { width });
    room(h);
    pdf.text(text, left, y, { width });
    y += h + after;
  };
  /** A row of cells side by side, as tall as its tallest cell. */
  const cells = (values: string[], widths: number[], font: string, size: number) => {
    pdf.font(font).fontSize(size);
    const heights = values.map((v, i) => pdf.heightOfString(v, { width: (widths[i] ?? 0) - 6 }));
    const h = Math.max(...heights) + 4;
    room(h);
    let x = left;
    values.forEach((v, i) => {
      pdf.text(v, x, y, { width: (widths[i] ?? 0) - 6 });
      x += widths[i] ?? 0;
    });
    y += h;
  };
  /** A heading stays with what follows it: at least `keep` points of it. */
  const heading = (text: string, size: number, keep: number) => {
    pdf.font('bold').fontSize(size);
    room(pdf.heightOfString(text, { width }) + keep);
    line(text, 'bold', size, 6);
  };

  line(model.title, 'bold', 20, 6);
  line(model.subtitle, 'regular', 13, 6);
  for (const note of model.notes) line(note, 'regular', 9, 2);
  y += GAP;

  const labelWidth = width * 0.45;
  for (const step of model.steps) {
    heading(step.title, 15, 60);
    for (const section of step.sections) {
      heading(section.title, 11.5, 30);
      for (const [label, value] of section.rows) {
        cells([label, value || model.emptyValue], [labelWidth, width - labelWidth], 'regular', 9);
      }
      for (const table of section.tables) {
        y += 4;
        heading(table.title, 10, 30);
        const weights = table.weights ?? table.columns.map(() => 1);
        const total = weights.reduce((a, b) => a + b, 0);
        const widths = weights.map((w) => (width * w) / total);
        cells(table.columns, widths, 'bold', 8.5);
        pdf
          .moveTo(left, y - 2)
          .lineTo(left + width, y - 2)
          .lineWidth(0.5)
          .strokeColor('#888888')
          .stroke();
        if (table.rows.length === 0) cells([model.emptyValue], [width], 'regular', 8.5);
        for (const row of table.rows) cells(row, widths, 'regular', 8.5);
      }
      y += GAP / 2;
    }
    y += GAP;
  }

  // Footer on every page: writing inside the bottom margin must not start a page of its own.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const margins = pdf.page.margins;
    pdf.page.margins = { ...margins, bottom: 0 };
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor('#444444')
      .text(model.pageLabel(i + 1, range.count), left, pdf.page.height - MARGIN / 2 - 4, {
        width,
        align: 'center',
      });
    pdf.page.margins = margins;
  }
  pdf.end();
  return done;
}
