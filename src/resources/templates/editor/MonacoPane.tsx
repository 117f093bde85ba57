// The Monaco editor itself: its own lazy chunk, so the dialog opens (and the file loads)
// while Monaco is still arriving.
import Editor from '@monaco-editor/react';
import { useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { monaco } from './monaco';

export interface MonacoPaneProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+S inside the editor. */
  onSave: () => void;
  label: string;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Focuses the next (or previous) focusable element outside `node`, within its dialog. */
function focusBeyond(node: HTMLElement, backwards: boolean) {
  const scope = node.closest('[role="dialog"]') ?? document.body;
  const outside = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !node.contains(el) && !el.hasAttribute('disabled') && el.getClientRects().length > 0,
  );
  const after = (el: HTMLElement) => Boolean(node.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const target = backwards ? outside.filter((el) => !after(el)).at(-1) : outside.find(after);
  (target ?? (backwards ? outside.at(-1) : outside[0]))?.focus();
}

export default function MonacoPane({ value, onChange, onSave, label }: MonacoPaneProps) {
  const theme = useTheme();
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);

  return (
    <Editor
      height="100%"
      language="html"
      value={value}
      theme={theme.palette.mode === 'dark' ? 'vs-dark' : 'vs'}
      onChange={(v) => onChange(v ?? '')}
      loading={null}
      options={{
        ariaLabel: label,
        automaticLayout: true,
        minimap: { enabled: false },
        fontSize: 13,
        tabSize: 2,
        wordWrap: 'on',
        scrollBeyondLastLine: false,
        renderWhitespace: 'selection',
        linkedEditing: true,
        fixedOverflowWidgets: true,
      }}
      onMount={(editor) => {
        editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => saveRef.current());
        // Tab indents inside the editor, so a keyboard would be trapped there: Esc, then Tab
        // (or Shift+Tab) leaves it, as its label and the hint above it say.
        let escaped = false;
        editor.onKeyDown((e) => {
          if (e.keyCode === monaco.KeyCode.Escape) {
            escaped = true;
            return;
          }
          if (e.keyCode === monaco.KeyCode.Tab && escaped) {
            e.preventDefault();
            e.stopPropagation();
            const node = editor.getDomNode();
            if (node) focusBeyond(node, e.shiftKey);
          }
          escaped = false;
        });
        editor.focus();
      }}
    />
  );
}
