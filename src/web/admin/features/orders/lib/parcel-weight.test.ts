import { describe, expect, it } from 'vitest';
import { parseParcelWeight } from './parcel-weight.ts';

describe('parseParcelWeight', () => {
  it('leaves an empty field to the default', () => {
    expect(parseParcelWeight('  ')).toEqual({ ok: true, kg: undefined });
  });

  it('reads German and English decimals', () => {
    expect(parseParcelWeight('1,5')).toEqual({ ok: true, kg: 1.5 });
    expect(parseParcelWeight('0.75')).toEqual({ ok: true, kg: 0.75 });
    expect(parseParcelWeight('31,5')).toEqual({ ok: true, kg: 31.5 });
  });

  it('refuses what DHL would refuse, in German', () => {
    expect(parseParcelWeight('0')).toEqual({
      ok: false,
      message: 'Das Gewicht muss größer als 0 sein.',
    });
    expect(parseParcelWeight('32')).toEqual({ ok: false, message: 'DHL nimmt höchstens 31,5 kg.' });
    expect(parseParcelWeight('1,5 kg')).toMatchObject({ ok: false });
    expect(parseParcelWeight('1e3')).toMatchObject({ ok: false });
  });
});
