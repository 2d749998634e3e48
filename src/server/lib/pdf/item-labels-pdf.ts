import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { labelCodeText, labelText, type LabelItem } from '../../../domain/item-label.ts';
import {
  labelPlacements,
  type LabelLayout,
  type LabelPlacement,
} from '../../../domain/label-layouts.ts';
import { loadFonts } from './shop-fonts.ts';

// Item labels as a PDF (decision 073). bwip-js encodes the codes and hands back their modules
// (bars, QR squares); pdfkit draws them as filled rectangles. Vector modules stay sharp at any
// printer resolution and need no image scaling, which would blur a 0.5 mm bar.

const MM = 72 / 25.4;

/** The box inside every label that nothing is printed outside of: printers rarely reach an edge. */
const PADDING = 4;
const QR_SIZE = 17;
/** QR asks for 4 modules of white around it, Code 128 for 10: kept free of text and edges. */
const QR_GAP = 3.5;
const BAR_HEIGHT = 9;
const MAX_MODULE = 0.5;

type Box = { x: number; y: number; width: number; height: number };

/** Where the parts of a label lie, in mm from its top left corner; the tests read the codes here. */
export function labelParts(layout: LabelLayout) {
  const inner = layout.labelWidth - 2 * PADDING;
  const qr: Box = { x: PADDING, y: PADDING, width: QR_SIZE, height: QR_SIZE };
  const text: Box = {
    x: PADDING + QR_SIZE + QR_GAP,
    y: PADDING - 0.5,
    width: inner - QR_SIZE - QR_GAP,
    height: QR_SIZE + 1,
  };
  const bars: Box = {
    x: PADDING,
    y: layout.labelHeight - PADDING - BAR_HEIGHT,
    width: inner,
    height: BAR_HEIGHT,
  };
  return { qr, text, bars };
}

/** Code 128 as bar and space widths in modules, starting with a bar (bwip-js `sbs`). */
function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  if (!symbol) throw new Error('bwip-js made no Code 128');
  return symbol.sbs;
}

/** A QR code as rows of dark (1) and light (0) modules; error correction M, BWIPP's default. */
function qrModules(text: string): number[][] {
  const [symbol] = bwipjs.raw({ bcid: 'qrcode', text }) as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  if (!symbol) throw new Error('bwip-js made no QR code');
  return Array.from({ length: symbol.pixy }, (_, row) =>
    symbol.pixs.slice(row * symbol.pixx, (row + 1) * symbol.pixx),
  );
}

function drawCode128(doc: PDFKit.PDFDocument, text: string, box: Box) {
  const widths = code128Modules(text);
  const modules = widths.reduce((sum, width) => sum + width, 0);
  // The quiet zones count into the width the code may take.
  const module = Math.min(MAX_MODULE, box.width / (modules + 20));
  let x = box.x + (box.width - modules * module) / 2;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x * MM, box.y * MM, width * module * MM, box.height * MM);
    x += width * module;
  });
  doc.fill('#000');
}

function drawQr(doc: PDFKit.PDFDocument, text: string, box: Box) {
  const rows = qrModules(text);
  const module = box.width / rows.length;
  rows.forEach((row, y) => {
    // One rectangle per run of dark modules: fewer shapes, no hairline seams between them.
    let runStart = -1;
    row.forEach((dark, x) => {
      if (dark && runStart < 0) runStart = x;
      if ((!dark || x === row.length - 1) && runStart >= 0) {
        const end = dark ? x + 1 : x;
        doc.rect(
          (box.x + runStart * module) * MM,
          (box.y + y * module) * MM,
          (end - runStart) * module * MM,
          module * MM,
        );
        runStart = -1;
      }
    });
  });
  doc.fill('#000');
}

function drawLabel(doc: PDFKit.PDFDocument, item: LabelItem, layout: LabelLayout, at: Box) {
  const parts = labelParts(layout);
  const shifted = (box: Box): Box => ({ ...box, x: at.x + box.x, y: at.y + box.y });
  const code = labelCodeText(item.itemNumber);
  drawQr(doc, code, shifted(parts.qr));
  drawCode128(doc, code, shifted(parts.bars));

  const text = labelText(item);
  const area = shifted(parts.text);
  const line = (value: string, font: 'Regular' | 'Bold', size: number) => {
    doc
      .font(font)
      .fontSize(size)
      .text(value, area.x * MM, doc.y, {
        width: area.width * MM,
        height: size * 1.3,
        lineBreak: false,
        ellipsis: '…',
      });
  };
  doc.fillColor('#000');
  doc.y = area.y * MM;
  line(text.itemNumber, 'Bold', 12);
  if (text.seller !== null) line(text.seller, 'Regular', 8);
  if (text.sizeAndBrand !== '') line(text.sizeAndBrand, 'Regular', 8);
  // The price sits at the bottom of the text column, where the eye looks for it.
  doc.y = (area.y + area.height) * MM - 15;
  line(text.price, 'Bold', 12);
}

/**
 * The labels of these items, in this order, laid out for a sheet or a label printer, the first
 * at position `start` (1 = top left of the sheet). `createdAt` is the document's date, so the
 * same labels give the same bytes.
 */
export function renderItemLabelsPdf(
  items: readonly LabelItem[],
  layout: LabelLayout,
  start: number,
  createdAt: Date,
): Promise<Buffer> {
  const placements: LabelPlacement[] = labelPlacements(layout, items.length, start);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [layout.pageWidth * MM, layout.pageHeight * MM],
      margin: 0,
      autoFirstPage: false,
      info: { Title: 'Etiketten', CreationDate: createdAt, ModDate: createdAt },
    });
    const { regular, bold } = loadFonts();
    doc.registerFont('Regular', regular);
    doc.registerFont('Bold', bold);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    let page = -1;
    items.forEach((item, index) => {
      const place = placements[index];
      if (place === undefined) return;
      while (page < place.page) {
        doc.addPage();
        page += 1;
      }
      drawLabel(doc, item, layout, {
        x: place.x,
        y: place.y,
        width: layout.labelWidth,
        height: layout.labelHeight,
      });
    });
    if (page < 0) doc.addPage();
    doc.end();
  });
}
