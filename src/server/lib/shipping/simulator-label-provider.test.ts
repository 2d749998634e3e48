import { describe, expect, it } from 'vitest';
import { SimulatorLabelProvider } from './simulator-label-provider.ts';

describe('the label simulator', () => {
  it('draws a 100 × 150 mm test label with a TEST shipment number', async () => {
    const label = await new SimulatorLabelProvider().createLabel({
      reference: 'Bestellung 10001',
      productCode: 'V01PAK',
      billingNumber: '',
      weightKg: 1,
      shipDate: '2026-11-23',
      shipper: {
        name: 'Kinderkiste',
        street: 'Lindenweg 3',
        postalCode: '12345',
        city: 'Musterstadt',
      },
      consignee: {
        name: 'Łukasz Nowak',
        street: 'Hauptstraße 5',
        postalCode: '10115',
        city: 'Berlin',
      },
    });
    expect(label.shipmentNumber).toMatch(/^TEST\d{16}$/);
    const text = label.pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // 100 mm × 150 mm = 283.46 × 425.2 points.
    expect(text).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
    expect(text).toContain(`TESTLABEL ${label.shipmentNumber}`);
  });
});
