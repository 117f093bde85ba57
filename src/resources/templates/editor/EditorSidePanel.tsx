// The editor's side panel: file facts (last modified, size, lines), the template's
// details, and Validate Now / Reload File.
import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Template } from '../../../../contract/template-schemas';
import { useFormat } from '../../../lib/useFormat';
import { Spinner } from '../../../components/Spinner';
import { CategoryChip } from '../CategoryChip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export interface EditorSidePanelProps {
  content: string;
  lastModified?: string;
  template?: Template;
  validating: boolean;
  onValidate: () => void;
  onReload: () => void;
}

export function EditorSidePanel({ content, lastModified, template, validating, onValidate, onReload }: EditorSidePanelProps) {
  const fmt = useFormat();
  const translate = useTranslate();
  const bytes = useMemo(() => new TextEncoder().encode(content).length, [content]);
  const lines = useMemo(() => countLines(content), [content]);
  return (
    <Box
      component="aside"
      aria-label={translate('resources.templates.editor.side_panel')}
      sx={{ p: 2, overflow: 'auto', borderLeft: { md: 1 }, borderTop: { xs: 1, md: 0 }, borderColor: 'divider', width: { md: 320 }, flexShrink: 0 }}
    >
      <Typography variant="overline" color="text.secondary">
        {translate('resources.templates.editor.file_info')}
      </Typography>
      <Fact label="resources.templates.editor.last_modified">{lastModified ? fmt.dateTime(lastModified) : '—'}</Fact>
      <Fact label="resources.templates.editor.size">{translate('resources.templates.editor.bytes', { smart_count: bytes, count: fmt.number(bytes) })}</Fact>
      <Fact label="resources.templates.editor.lines">{fmt.number(lines)}</Fact>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="overline" color="text.secondary">
        {translate('resources.templates.editor.details')}
      </Typography>
      {template && (
        <>
          <Fact label="resources.templates.fields.name">{template.name}</Fact>
          <Fact label="resources.templates.fields.category">
            <CategoryChip category={template.category} />
          </Fact>
          <Fact label="resources.templates.fields.type">
            <Chip
              size="small"
              color={template.isPremium ? 'warning' : 'success'}
              label={translate(template.isPremium ? 'resources.templates.premium' : 'resources.templates.free')}
            />
          </Fact>
          <Fact label="resources.templates.fields.status">{translate(template.status ? 'resources.templates.visible' : 'resources.templates.hidden')}</Fact>
          <Fact label="resources.templates.fields.usageCount">{fmt.count(template.usageCount)}</Fact>
          <Fact label="resources.templates.fields.id">
            <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12 }}>
              {template.id}
            </Box>
          </Fact>
        </>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={1}>
        {/* Busy, not disabled: a disabled button drops the keyboard's focus to the page, and the
            validation that every edit starts would do that to someone who just tabbed here. */}
        <Button
          variant="outlined"
          startIcon={validating ? <Spinner size={16} besideText /> : <FactCheckIcon />}
          onClick={validating ? undefined : onValidate}
          aria-disabled={validating}
          sx={{ '&[aria-disabled="true"]': { color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'progress' } }}
        >
          {translate('resources.templates.editor.validate_now')}
        </Button>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onReload}>
          {translate('resources.templates.editor.reload')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {translate('resources.templates.editor.shortcut')}
      </Typography>
    </Box>
  );
}
