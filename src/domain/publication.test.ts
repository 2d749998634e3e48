import { describe, expect, it } from 'vitest';
import {
  berlinWallTimeOf,
  formatPublishAt,
  instantOfBerlinWallTime,
  nextFridayMorning,
  PUBLICATION_MESSAGES,
  publicationChange,
  scheduleRefusal,
} from './publication.ts';

const now = new Date('2026-11-24T10:00:00Z'); // a Tuesday

describe('Berlin wall-clock times', () => {
  it('reads winter and summer times with their own offsets', () => {
    expect(instantOfBerlinWallTime({ date: '2026-11-27', time: '08:00' })?.toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(instantOfBerlinWallTime({ date: '2026-06-12', time: '08:00' })?.toISOString()).toBe(
      '2026-06-12T06:00:00.000Z',
    );
  });

  it('takes the earlier instant when the clocks go back and the hour after a skipped time', () => {
    expect(instantOfBerlinWallTime({ date: '2026-10-25', time: '02:30' })?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(instantOfBerlinWallTime({ date: '2026-03-29', time: '02:30' })?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('refuses text that is no date or time', () => {
    expect(instantOfBerlinWallTime({ date: '2026-02-30', time: '08:00' })).toBeNull();
    expect(instantOfBerlinWallTime({ date: '27.11.2026', time: '08:00' })).toBeNull();
    expect(instantOfBerlinWallTime({ date: '2026-11-27', time: '24:00' })).toBeNull();
    expect(instantOfBerlinWallTime({ date: '', time: '' })).toBeNull();
  });

  it('gives the wall-clock time back', () => {
    expect(berlinWallTimeOf(new Date('2026-11-27T07:00:00Z'))).toEqual({
      date: '2026-11-27',
      time: '08:00',
    });
  });

  it('formats a planned time as the admin reads it', () => {
    expect(formatPublishAt('2026-11-27T07:00:00Z')).toBe('Fr., 27.11.2026, 08:00');
  });
});

describe('the suggested time', () => {
  it('is the next Friday at eight', () => {
    expect(nextFridayMorning(now)).toEqual({ date: '2026-11-27', time: '08:00' });
  });
  it('is today on a Friday before eight, and next week after eight', () => {
    expect(nextFridayMorning(new Date('2026-11-27T06:59:00Z'))).toEqual({
      date: '2026-11-27',
      time: '08:00',
    });
    expect(nextFridayMorning(new Date('2026-11-27T07:00:00Z'))).toEqual({
      date: '2026-12-04',
      time: '08:00',
    });
  });
});

describe('planned times', () => {
  it('refuses the past and now, and more than a year ahead', () => {
    expect(scheduleRefusal(new Date('2026-11-24T09:59:00Z'), now)).toBe(
      PUBLICATION_MESSAGES.inPast,
    );
    expect(scheduleRefusal(now, now)).toBe(PUBLICATION_MESSAGES.inPast);
    expect(scheduleRefusal(new Date('2028-01-01T00:00:00Z'), now)).toBe(
      PUBLICATION_MESSAGES.tooFar,
    );
    expect(scheduleRefusal(new Date('2026-11-27T07:00:00Z'), now)).toBeNull();
  });
});

describe('publicationChange', () => {
  it('puts a new item online and makes it new in the shop', () => {
    expect(publicationChange(null, { mode: 'online' }, now)).toEqual({
      ok: true,
      status: 'active',
      publishAt: null,
      listNow: true,
    });
  });

  it('keeps a draft, plans one, and publishes one', () => {
    expect(publicationChange(null, { mode: 'draft' }, now)).toMatchObject({
      status: 'draft',
      publishAt: null,
    });
    expect(
      publicationChange('draft', { mode: 'scheduled', publishAt: '2026-11-27T07:00:00Z' }, now),
    ).toMatchObject({ status: 'draft', publishAt: new Date('2026-11-27T07:00:00Z') });
    expect(publicationChange('draft', { mode: 'online' }, now)).toMatchObject({
      status: 'active',
      listNow: true,
    });
  });

  it('refuses a planned time in the past', () => {
    expect(
      publicationChange(null, { mode: 'scheduled', publishAt: '2026-11-20T07:00:00Z' }, now),
    ).toEqual({ ok: false, message: PUBLICATION_MESSAGES.inPast });
  });

  it('takes a live item offline and back without making it new again', () => {
    expect(publicationChange('active', { mode: 'offline' }, now)).toMatchObject({
      status: 'inactive',
    });
    expect(publicationChange('inactive', { mode: 'online' }, now)).toMatchObject({
      status: 'active',
      listNow: false,
    });
    expect(publicationChange('active', { mode: 'draft' }, now)).toEqual({
      ok: false,
      message: PUBLICATION_MESSAGES.noWayBack,
    });
  });

  it('leaves a sold item sold', () => {
    expect(publicationChange('sold', { mode: 'online' }, now)).toMatchObject({ status: 'sold' });
  });
});
