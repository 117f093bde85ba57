import { useTranslate } from 'react-admin';
import { relativeTime } from './format';

/** Translated relative time ('5 minutes ago', '5 phút trước'). */
export function useRelativeTime() {
  const translate = useTranslate();
  return (value: string | number | Date, now?: Date) => {
    const r = relativeTime(value, now);
    if ('date' in r) return r.date;
    return 'count' in r ? translate(r.key, { smart_count: r.count }) : translate(r.key);
  };
}
