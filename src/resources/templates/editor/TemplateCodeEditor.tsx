// The template code editor: a full-screen dialog with tabs Editor, Preview
// and Validation, a side panel, the 'Unsaved Changes' and 'Valid' / 'Has Issues' badges,
// revert and close that ask first when dirty, and Ctrl/Cmd+S. Loaded lazily by the grid
// and the create page; Monaco itself is a further lazy chunk.
import { AppBar, Badge, Box, Button, Chip, Dialog, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CodeIcon from '@mui/icons-material/Code';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { LoadError } from '../../../components/LoadError';
import type { Template } from '../../../../contract/template-schemas';
import { PreviewFrame } from '../PreviewFrame';
import { EditorSidePanel } from './EditorSidePanel';
import { useTemplateEditor } from './useTemplateEditor';
import { ValidationPanel } from './ValidationPanel';
import { Spinner } from '../../../components/Spinner';
import { IconAction } from '../../../components/IconAction';

// Monaco starts downloading as soon as this dialog's code arrives, alongside the file.
const loadMonacoPane = () => import('./MonacoPane');
const MonacoPane = lazy(loadMonacoPane);
void loadMonacoPane().catch(() => undefined); // a failure surfaces when the pane renders

export interface TemplateCodeEditorProps {
  template: Template;
  onClose: () => void;
}

type Pending = 'close' | 'revert' | 'reload' | null;

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary', p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

export default function TemplateCodeEditor({ template, onClose }: TemplateCodeEditorProps) {
  const translate = useTranslate();
  const editor = useTemplateEditor(String(template.id));
  const [tab, setTab] = useState<'editor' | 'preview' | 'validation'>('editor');
  const [confirm, setConfirm] = useState<Pending>(null);
  const { load, validation, dirty } = editor;
  const errorCount = validation.result?.errors.length ?? 0;

  const requestClose = () => (dirty ? setConfirm('close') : onClose());
  const requestReload = () => (dirty ? setConfirm('reload') : void editor.reload());
  const onConfirm = () => {
    if (confirm === 'close') onClose();
    if (confirm === 'revert') editor.revert();
    if (confirm === 'reload') void editor.reload();
    setConfirm(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void editor.save();
    }
  };

  const status = validation.result && (
    <Chip
      size="small"
      color={validation.result.isValid ? 'success' : 'error'}
      label={translate(validation.result.isValid ? 'resources.templates.editor.valid' : 'resources.templates.editor.has_issues')}
    />
  );

  return (
    <Dialog
      fullScreen
      open
      // Escape inside Monaco closes its own widgets (suggestions, find), not the dialog.
      onClose={(e: { target?: EventTarget | null }, reason) => {
        if (reason === 'escapeKeyDown' && e.target instanceof Element && e.target.closest('.monaco-editor')) return;
        requestClose();
      }}
      onKeyDown={onKeyDown}
      aria-labelledby="template-code-editor-title"
    >
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <CodeIcon color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
            <Typography id="template-code-editor-title" variant="h6" component="h2" noWrap>
              {translate('resources.templates.editor.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {template.name}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {dirty && <Chip size="small" color="warning" variant="outlined" label={translate('resources.templates.editor.unsaved')} />}
            {status}
            {validation.pending && <Spinner size={16} label="resources.templates.editor.validating" />}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: 'auto' }}>
            {dirty && (
              <Button startIcon={<UndoIcon />} onClick={() => setConfirm('revert')} disabled={editor.saving}>
                {translate('resources.templates.editor.revert')}
              </Button>
            )}
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void editor.save()} disabled={!editor.canSave}>
              {translate(editor.saving ? 'app.common.saving' : 'app.common.save')}
            </Button>
            <IconAction label={translate('app.common.close')} onClick={requestClose}>
              <CloseIcon />
            </IconAction>
          </Box>
        </Toolbar>
      </AppBar>

      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, overflow: { xs: 'auto', md: 'hidden' } }}>
        <Box sx={{ flex: 1, minWidth: 0, minHeight: { xs: '70vh', md: 0 }, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', px: 1 }}>
            <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ flex: 1, minWidth: 0 }} variant="scrollable">
              <Tab value="editor" label={translate('resources.templates.editor.tab_editor')} />
              <Tab value="preview" label={translate('resources.templates.editor.tab_preview')} />
              <Tab
                value="validation"
                label={
                  <Badge badgeContent={errorCount} color="error" sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                    {translate('resources.templates.editor.tab_validation')}
                  </Badge>
                }
              />
            </Tabs>
            {tab === 'editor' && (
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, whiteSpace: 'nowrap', pl: 1 }} aria-hidden>
                {translate('resources.templates.editor.leave_hint')}
              </Typography>
            )}
          </Box>
          <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
            {load.status === 'loading' && (
              <Centered>
                <Spinner size={20} besideText />
                {translate('resources.templates.editor.loading_file')}
              </Centered>
            )}
            {load.status === 'error' && (
              <Box sx={{ p: 2 }}>
                <LoadError message={load.message} onRetry={() => void editor.reload()} retryLabel="app.common.retry" />
              </Box>
            )}
            {load.status === 'ready' && (
              <>
                {/* The editor stays mounted behind the other tabs, keeping its undo history. */}
                <Box sx={{ position: 'absolute', inset: 0, visibility: tab === 'editor' ? 'visible' : 'hidden' }} data-testid="code-editor">
                  <Suspense
                    fallback={
                      <Centered>
                        <Spinner size={20} besideText />
                        {translate('resources.templates.editor.loading_editor')}
                      </Centered>
                    }
                  >
                    <MonacoPane
                      value={editor.content}
                      onChange={editor.setContent}
                      onSave={() => void editor.save()}
                      label={`${translate('resources.templates.editor.code_label', { name: template.name })}. ${translate('resources.templates.editor.leave_hint')}`}
                    />
                  </Suspense>
                </Box>
                {tab === 'preview' && (
                  <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'grey.100', p: { xs: 1, md: 2 } }}>
                    <Box sx={{ height: '100%', boxShadow: 1, bgcolor: '#fff' }}>
                      <PreviewFrame content={editor.content} title={translate('resources.templates.editor.preview_title', { name: template.name })} />
                    </Box>
                  </Box>
                )}
                {tab === 'validation' && (
                  <Box sx={{ position: 'absolute', inset: 0 }}>
                    <ValidationPanel validation={validation} />
                  </Box>
                )}
              </>
            )}
          </Box>
        </Box>
        <EditorSidePanel
          content={editor.content}
          lastModified={editor.saved?.lastModified}
          template={template}
          validating={validation.pending || load.status !== 'ready'}
          onValidate={() => void editor.validateNow()}
          onReload={requestReload}
        />
      </Box>

      <Confirm
        isOpen={confirm !== null}
        title={`resources.templates.editor.confirm_${confirm ?? 'close'}_title`}
        content={`resources.templates.editor.confirm_${confirm ?? 'close'}`}
        confirm={`resources.templates.editor.confirm_${confirm ?? 'close'}_action`}
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      />
    </Dialog>
  );
}
