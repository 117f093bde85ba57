// Pieces of a CV shown by the list and the details page.
import { Box, Tooltip } from '@mui/material';
import { StatusChip } from '../../components/StatusChip';
import { useTranslate } from 'react-admin';
import type { CvStatus } from '../../../contract/cvs';

const STATUS_TONE = { public: 'green', private: 'gray', draft: 'yellow' } as const;

export function CvStatusChip({ status }: { status: CvStatus }) {
  const translate = useTranslate();
  return <StatusChip tone={STATUS_TONE[status] ?? 'gray'} label={translate(`resources.cvs.status.${status}`, { _: status })} />;
}

/** The language's name, or (compact, for the table) its code with the name as tooltip. */
export function CvLanguage({ language, compact = false }: { language: string; compact?: boolean }) {
  const translate = useTranslate();
  const name = translate(`resources.cvs.languages.${language}`, { _: language });
  if (!compact) return <span>{name}</span>;
  return (
    <Tooltip title={name}>
      <Box
        component="span"
        aria-label={name}
        sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12, fontWeight: 700, letterSpacing: '0.04em' }}
      >
        {language.toUpperCase()}
      </Box>
    </Tooltip>
  );
}
