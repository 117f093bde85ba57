import { describe, expect, it } from 'vitest';
import { capitalize, formatCount, formatDate, formatDateTime, formatMoney, relativeTime, shortId } from '../../src/lib/format';

const NBSP = /\u00a0/g;

describe('money', () => {
  it('shows VND in Vietnamese format without decimals', () => {
    expect(formatMoney(1250000, 'VND').replace(NBSP, ' ')).toBe('1.250.000 ₫');
    expect(formatMoney(99999.6, 'VND').replace(NBSP, ' ')).toBe('100.000 ₫');
    expect(formatMoney(0).replace(NBSP, ' ')).toBe('0 ₫');
  });
  it('shows other currencies in English format', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(19, 'USD')).toBe('$19.00');
  });
});

describe('dates', () => {
  it('formats as YYYY-MM-DD HH:mm:ss in local time', () => {
    const d = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDateTime(d)).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(d.toISOString())).toBe('2026-01-05 07:08:09');
    expect(formatDate(d)).toBe('2026-01-05');
  });
  it('leaves empty values empty and bad values as they are', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
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
  it('gives a date beyond 30 days', () => {
    const old = ago(31 * 86_400_000);
    expect(relativeTime(old, now)).toEqual({ date: formatDate(old) });
  });
  it('treats a future time as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toEqual({ key: 'app.time.just_now' });
  });
});

describe('counts', () => {
  it('uses K above 1,000 and M above 1,000,000 with one decimal', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1000');
    expect(formatCount(1001)).toBe('1K');
    expect(formatCount(1500)).toBe('1.5K');
    expect(formatCount(999_999)).toBe('1000K');
    expect(formatCount(2_345_678)).toBe('2.3M');
    expect(formatCount(null)).toBe('0');
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
