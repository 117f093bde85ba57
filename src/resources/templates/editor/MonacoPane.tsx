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
        editor.focus();
      }}
    />
  );
}
