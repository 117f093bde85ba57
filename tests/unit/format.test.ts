import { describe, expect, it } from 'vitest';
import {
  capitalize,
  dateInputHint,
  dateTimeInputHint,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  isoDayToInput,
  isoToDateTimeInput,
  parseDateInput,
  parseDateTimeInput,
  relativeTime,
  shortId,
} from '../../src/lib/format';

const NBSP = /\u00a0/g;

describe('money', () => {
  it('shows VND in Vietnamese format without decimals', () => {
    expect(formatMoney(1250000, 'VND').replace(NBSP, ' ')).toBe('1.250.000 ₫');
    expect(formatMoney(99999.6, 'VND').replace(NBSP, ' ')).toBe('100.000 ₫');
    expect(formatMoney(0).replace(NBSP, ' ')).toBe('0 ₫');
    expect(formatMoney(1234000).replace(NBSP, ' ')).toBe('1.234.000 ₫');
  });
  it('shows other currencies in English format', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(19, 'USD')).toBe('$19.00');
  });
});

describe('dates', () => {
  // 2026-01-04 18:08:09 UTC is 5 January 01:08:09 in Ho Chi Minh City (UTC+7, no DST).
  const at = '2026-01-04T18:08:09Z';
  it('shows English as YYYY-MM-DD HH:mm:ss and Vietnamese as dd/MM/yyyy HH:mm, in the business zone', () => {
    expect(formatDateTime(at, 'en')).toBe('2026-01-05 01:08:09');
    expect(formatDateTime(at, 'vi')).toBe('05/01/2026 01:08');
    expect(formatDateTime(new Date(at), 'vi')).toBe('05/01/2026 01:08');
    expect(formatDate(at, 'en')).toBe('2026-01-05');
    expect(formatDate(at, 'vi')).toBe('05/01/2026');
  });
  it('does not depend on the machine time zone', () => {
    // The test runs in whatever TZ the machine has; the answer above is fixed by the offset.
    expect(formatDateTime(Date.UTC(2026, 6, 1, 17, 0, 0), 'vi')).toBe('02/07/2026 00:00');
  });
  it('leaves empty values empty and bad values as they are', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime(undefined, 'vi')).toBe('');
    expect(formatDateTime('not a date', 'vi')).toBe('not a date');
  });
});

describe('date fields', () => {
  it('read a date typed in the language order as a calendar day', () => {
    expect(parseDateInput('05/01/2026', 'vi')).toBe('2026-01-05');
    expect(parseDateInput('5/1/2026', 'vi')).toBe('2026-01-05');
    expect(parseDateInput('2026-01-05', 'en')).toBe('2026-01-05');
    expect(parseDateInput('2026-1-5', 'en')).toBe('2026-01-05');
  });
  it('refuse what is not a real day', () => {
    expect(parseDateInput('31/02/2026', 'vi')).toBeNull();
    expect(parseDateInput('2026-13-01', 'en')).toBeNull();
    expect(parseDateInput('01/05/26', 'vi')).toBeNull();
    expect(parseDateInput('hôm qua', 'vi')).toBeNull();
    expect(parseDateInput('', 'en')).toBeNull();
  });
  it('write a calendar day back in the language order, with a hint of the pattern', () => {
    expect(isoDayToInput('2026-01-05', 'vi')).toBe('05/01/2026');
    expect(isoDayToInput('2026-01-05', 'en')).toBe('2026-01-05');
    expect(isoDayToInput(undefined, 'vi')).toBe('');
    expect(dateInputHint('vi')).toBe('dd/mm/yyyy');
    expect(dateInputHint('en')).toBe('YYYY-MM-DD');
  });
});

describe('date-time filters', () => {
  it('read the day and time typed in the language order in the business zone (UTC+7)', () => {
    expect(parseDateTimeInput('05/01/2026 10:30', 'vi')).toBe('2026-01-05T03:30:00.000Z');
    expect(parseDateTimeInput('2026-01-05 10:30', 'en')).toBe('2026-01-05T03:30:00.000Z');
    expect(parseDateTimeInput('2026-01-05T10:30', 'en')).toBe('2026-01-05T03:30:00.000Z');
  });
  it('take a whole day or a whole minute as an end bound', () => {
    expect(parseDateTimeInput('05/01/2026', 'vi')).toBe('2026-01-04T17:00:00.000Z');
    expect(parseDateTimeInput('05/01/2026', 'vi', true)).toBe('2026-01-05T16:59:59.999Z');
    expect(parseDateTimeInput('05/01/2026 10:30', 'vi', true)).toBe('2026-01-05T03:30:59.999Z');
  });
  it('refuse a day in the other language order or a time that does not exist', () => {
    expect(parseDateTimeInput('2026-01-05 10:30', 'vi')).toBeUndefined();
    expect(parseDateTimeInput('05/01/2026 24:00', 'vi')).toBeUndefined();
    expect(parseDateTimeInput('05/01/2026 10', 'vi')).toBeUndefined();
  });
  it('show an instant back in the language order', () => {
    expect(isoToDateTimeInput('2026-01-05T03:30:00.000Z', 'vi')).toBe('05/01/2026 10:30');
    expect(isoToDateTimeInput('2026-01-05T03:30:00.000Z', 'en')).toBe('2026-01-05 10:30');
    expect(isoToDateTimeInput(undefined, 'en')).toBe('');
    expect(dateTimeInputHint('vi')).toBe('dd/mm/yyyy HH:mm');
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('says just now under a minute', () => {
    expect(relativeTime(ago(0), now)).toEqual({ key: 'app.time.just_now' });
    expect(relativeTime(ago(59_000), now)).toEqual({ key: 'app.time.just_now' });
  });
  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toEqual({ key: 'app.time.minutes_ago', count: 1 });
    expect(relativeTime(ago(59 * 60_000), now)).toEqual({ key: 'app.time.minutes_ago', count: 59 });
    expect(relativeTime(ago(3 * 3_600_000), now)).toEqual({ key: 'app.time.hours_ago', count: 3 });
    expect(relativeTime(ago(30 * 86_400_000), now)).toEqual({ key: 'app.time.days_ago', count: 30 });
  });
  it('gives the date beyond 30 days', () => {
    const old = ago(31 * 86_400_000);
    expect(relativeTime(old, now)).toEqual({ date: old });
  });
  it('treats a future time as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toEqual({ key: 'app.time.just_now' });
  });
});

describe('numbers', () => {
  it('group digits the language way', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'vi')).toBe('1.234.567');
    expect(formatNumber(12.34, 'vi')).toBe('12,3');
    expect(formatNumber(null, 'en')).toBe('0');
  });
});

describe('counts', () => {
  it('use K above 1,000 and M above 1,000,000 with one decimal in English', () => {
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(1000, 'en')).toBe('1,000');
    expect(formatCount(1001, 'en')).toBe('1K');
    expect(formatCount(1500, 'en')).toBe('1.5K');
    expect(formatCount(999_999, 'en')).toBe('1M');
    expect(formatCount(1_000_000, 'en')).toBe('1M');
    expect(formatCount(2_345_678, 'en')).toBe('2.3M');
    expect(formatCount(null, 'en')).toBe('0');
  });
  it('use the short forms a Vietnamese reader writes (nghìn, tr, tỷ) with a decimal comma, not Intl’s N and Tr', () => {
    const vi = (n: number) => formatCount(n, 'vi').replace(NBSP, ' ');
    expect(vi(1000)).toBe('1.000');
    expect(vi(1500)).toBe('1,5 nghìn');
    expect(vi(950_000)).toBe('950 nghìn');
    expect(vi(999_960)).toBe('1 tr');
    expect(vi(1_000_000)).toBe('1 tr');
    expect(vi(1_500_000)).toBe('1,5 tr');
    expect(vi(2_345_678)).toBe('2,3 tr');
    expect(vi(1_200_000_000)).toBe('1,2 tỷ');
    expect(vi(-1_500_000)).toBe('-1,5 tr');
  });
});

describe('text helpers', () => {
  it('shortens ids to 8 characters and capitalises roles', () => {
    expect(shortId('0f8e2c1a-1234-4bcd-9def-000000000000')).toBe('0f8e2c1a');
    expect(capitalize('admin')).toBe('Admin');
    expect(capitalize('super_admin')).toBe('Super admin');
    expect(capitalize(undefined)).toBe('');
  });
});
