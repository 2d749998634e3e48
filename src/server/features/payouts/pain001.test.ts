import { describe, expect, it } from 'vitest';
import { buildPain001, type SepaCreditTransferRun } from '../../../domain/payouts/pain001.ts';
import { pain001SchemaErrors } from './pain001-schema.ts';

// The XML builder against the EPC's pain.001.001.09 schema, and the figures a bank checks.

const run: SepaCreditTransferRun = {
  messageId: 'KK-AUSZAHLUNG-7',
  createdAt: new Date('2026-11-27T09:30:00Z'),
  executionDate: '2026-11-30',
  debtor: {
    name: 'Kinderkiste Jörg Müller & Söhne',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
  },
  transfers: [
    {
      endToEndId: 'KK-A7-V12',
      amountCents: 1250,
      creditorName: 'Anna Schäfer',
      creditorIban: 'DE89370400440532013000',
      remittance: 'Auszahlung Kommissionsware Verkäuferin 12, Abrechnung 7 – Grüße',
    },
    {
      endToEndId: 'KK-A7-V3',
      amountCents: 3005,
      creditorName: 'Zoë Ørsted-Łukasz',
      creditorIban: 'AT611904300234573201',
      remittance: 'Auszahlung Verkäuferin 3',
    },
  ],
};

function textsOf(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);
}

describe('buildPain001', () => {
  it('writes a file the pain.001.001.09 schema accepts', async () => {
    expect(await pain001SchemaErrors(buildPain001(run))).toEqual([]);
  });

  it('counts and sums the transfers in the group header and the payment block', () => {
    const xml = buildPain001(run);
    expect(textsOf(xml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(textsOf(xml, 'CtrlSum')).toEqual(['42.55', '42.55']);
    expect(textsOf(xml, 'InstdAmt')).toEqual(['12.50', '30.05']);
    expect(textsOf(xml, 'EndToEndId')).toEqual(['KK-A7-V12', 'KK-A7-V3']);
    expect(textsOf(xml, 'ReqdExctnDt')).toEqual([]);
    expect(xml).toContain('<ReqdExctnDt>\n');
    expect(textsOf(xml, 'Dt')).toEqual(['2026-11-30']);
    expect(textsOf(xml, 'BICFI')).toEqual(['BYLADEM1001']);
    expect(textsOf(xml, 'IBAN')).toEqual([
      'DE02120300000000202051',
      'DE89370400440532013000',
      'AT611904300234573201',
    ]);
  });

  it('writes German text in the SEPA character set', () => {
    const xml = buildPain001(run);
    expect(textsOf(xml, 'Nm')).toEqual([
      'Kinderkiste Joerg Mueller + Soehne',
      'Kinderkiste Joerg Mueller + Soehne',
      'Anna Schaefer',
      'Zoe Orsted-Lukasz',
    ]);
    expect(textsOf(xml, 'Ustrd')).toEqual([
      'Auszahlung Kommissionsware Verkaeuferin 12, Abrechnung 7 Gruesse',
      'Auszahlung Verkaeuferin 3',
    ]);
    for (const text of [...textsOf(xml, 'Nm'), ...textsOf(xml, 'Ustrd')]) {
      expect(text).toMatch(/^[a-zA-Z0-9/\-?:().,'+ ]*$/);
    }
  });

  it('names no BIC when the shop has none (IBAN only), still valid', async () => {
    const xml = buildPain001({ ...run, debtor: { ...run.debtor, bic: null } });
    expect(xml).toContain('<Id>NOTPROVIDED</Id>');
    expect(await pain001SchemaErrors(xml)).toEqual([]);
  });

  it('fails the schema when a figure is broken, so the check can fail', async () => {
    const broken = buildPain001(run).replace('<NbOfTxs>2</NbOfTxs>', '<NbOfTxs>zwei</NbOfTxs>');
    expect((await pain001SchemaErrors(broken)).length).toBeGreaterThan(0);
  });

  it('refuses an empty run and an amount that is no transfer', () => {
    expect(() => buildPain001({ ...run, transfers: [] })).toThrow();
    expect(() =>
      buildPain001({ ...run, transfers: [{ ...run.transfers[0]!, amountCents: 0 }] }),
    ).toThrow();
  });
});
