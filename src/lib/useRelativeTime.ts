import { useTranslate } from 'react-admin';
import { relativeTime } from './format';
import { useFormat } from './useFormat';

/** Translated relative time ('5 minutes ago', '5 phút trước'); past 30 days the date in the chosen language. */
export function useRelativeTime() {
  const translate = useTranslate();
  const { date } = useFormat();
  return (value: string | number | Date, now?: Date) => {
    const r = relativeTime(value, now);
    if ('date' in r) return date(r.date);
    return 'count' in r ? translate(r.key, { smart_count: r.count }) : translate(r.key);
  };
}
