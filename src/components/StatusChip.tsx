// A small coloured badge for a status or category: a tone name picks soft background and
// strong text colours that read well in light and dark themes.
import { Chip, type ChipProps } from '@mui/material';
import type { Tone } from '../../contract/crud';

export type ChipTone = Tone;

const TONES: Record<ChipTone, { fg: string; bg: string }> = {
  blue: { fg: '#1d4ed8', bg: '#dbeafe' },
  yellow: { fg: '#a16207', bg: '#fef9c3' },
  green: { fg: '#15803d', bg: '#dcfce7' },
  gray: { fg: '#4b5563', bg: '#e5e7eb' },
  red: { fg: '#b91c1c', bg: '#fee2e2' },
  purple: { fg: '#7e22ce', bg: '#f3e8ff' },
  teal: { fg: '#0f766e', bg: '#ccfbf1' },
  orange: { fg: '#c2410c', bg: '#ffedd5' },
};

export interface StatusChipProps extends Omit<ChipProps, 'color'> {
  label: string;
  tone: ChipTone;
}

export function StatusChip({ label, tone, sx, size = 'small', ...rest }: StatusChipProps) {
  const { fg, bg } = TONES[tone];
  return (
    <Chip
      label={label}
      size={size}
      data-tone={tone}
      sx={[
        (theme) => (theme.palette.mode === 'dark' ? { color: bg, bgcolor: `color-mix(in srgb, ${fg} 45%, transparent)` } : { color: fg, bgcolor: bg }),
        { fontWeight: 600, borderRadius: 1.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    />
  );
}
