import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { woffToTtf } from '../pdf/woff-to-ttf.ts';
import type {
  CreatedLabel,
  LabelAddress,
  LabelOutcome,
  OutboundLabelInput,
  ReturnLabelInput,
  ShippingLabelProvider,
} from './shipping-label-provider.ts';

// 100 × 150 mm in PDF points, the size DHL's print format 910-300-356 has.
const WIDTH = (100 / 25.4) * 72;
const HEIGHT = (150 / 25.4) * 72;

const require = createRequire(import.meta.url);
let font: Buffer | undefined;
// DejaVu like the invoices: a customer may be called Łukasz, which Helvetica cannot write.
const loadFont = () =>
  (font ??= woffToTtf(
    fs.readFileSync(
      require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'),
    ),
  ));

/**
 * DHL_MODE=simulator: a label drawn here, marked "TESTLABEL – nicht gültig" across the page,
 * with a made-up shipment number that starts with TEST. Nothing leaves the shop, so the shop can
 * be tried end to end without a DHL contract, like the payment simulator.
 */
export class SimulatorLabelProvider implements ShippingLabelProvider {
  readonly mode = 'simulator' as const;

  async createLabel(input: OutboundLabelInput): Promise<CreatedLabel> {
    const shipmentNumber = fakeShipmentNumber();
    const pdf = await renderTestLabel({
      title: `DHL ${input.productCode} · ${input.weightKg.toLocaleString('de-DE')} kg`,
      from: input.shipper,
      to: input.consignee,
      reference: input.reference,
      shipmentNumber,
    });
    return { shipmentNumber, pdf };
  }

  async createLabels(inputs: readonly OutboundLabelInput[]): Promise<LabelOutcome[]> {
    const outcomes: LabelOutcome[] = [];
    for (const input of inputs) outcomes.push({ ok: true, label: await this.createLabel(input) });
    return outcomes;
  }

  async cancelLabel(): Promise<void> {
    // Nothing was registered anywhere, so there is nothing to cancel.
  }

  async createReturnLabel(input: ReturnLabelInput): Promise<CreatedLabel> {
    const shipmentNumber = fakeShipmentNumber();
    const pdf = await renderTestLabel({
      title: 'DHL Retoure',
      from: input.sender,
      to: input.receiver,
      reference: input.reference,
      shipmentNumber,
    });
    return { shipmentNumber, pdf };
  }
}

function fakeShipmentNumber(): string {
  return `TEST${Array.from({ length: 16 }, () => randomInt(10)).join('')}`;
}

function renderTestLabel(label: {
  title: string;
  from: LabelAddress;
  to: LabelAddress;
  reference: string;
  shipmentNumber: string;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [WIDTH, HEIGHT],
      margin: 14,
      info: { Title: `TESTLABEL ${label.shipmentNumber}` },
    });
    doc.registerFont('Label', loadFont());
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = WIDTH - 28;
    doc.font('Label').fillColor('#000');
    doc.fontSize(13).text('TESTLABEL – nicht gültig', { width, align: 'center' });
    doc.fontSize(8).text('Im Testmodus erstellt, ohne DHL. Nicht auf ein Paket kleben.', {
      width,
      align: 'center',
    });
    doc.moveDown(0.6).fontSize(10).text(label.title, { width });
    doc.moveDown(0.4).fontSize(7).text('Absender', { width });
    doc.fontSize(8).text(addressLines(label.from), { width });
    doc.moveDown(0.6).fontSize(7).text('Empfänger', { width });
    doc.fontSize(12).text(addressLines(label.to), { width });
    doc.moveDown(0.6).fontSize(8).text(label.reference, { width });
    doc.moveDown(0.3).fontSize(10).text(`Sendungsnummer ${label.shipmentNumber}`, { width });
    // A stripe pattern where the barcode would be, so no scanner mistakes it for one.
    const top = doc.y + 8;
    for (let x = 14; x < WIDTH - 14; x += 6) doc.rect(x, top, 3, 40).fill('#bbb');
    doc
      .save()
      .rotate(-35, { origin: [WIDTH / 2, HEIGHT / 2] })
      .fontSize(30)
      .fillColor('#d00', 0.35)
      .text('TESTLABEL', 0, HEIGHT / 2 - 20, { width: WIDTH, align: 'center', lineBreak: false })
      .restore();
    doc.end();
  });
}

function addressLines(address: LabelAddress): string {
  return [address.name, address.street, `${address.postalCode} ${address.city}`].join('\n');
}
