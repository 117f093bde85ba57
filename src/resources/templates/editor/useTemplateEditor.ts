// The code editor's state: the saved file and the edited text, dirty when they
// differ; validation by the server on every change (debounced, stale answers dropped);
// save only when dirty, not saving and the last validation is not invalid; after a save
// the baseline moves and the text is validated again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { WithMethods } from '../../../api/dataProvider';
import type { templatesApi } from '../api';
import type { TemplateFile, TemplateValidation } from '../../../../contract/template-schemas';
import { failureMessage, refusedValidation } from '../errors';

export const VALIDATE_DEBOUNCE_MS = 500;

export type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

export interface ValidationState {
  /** The answer for the latest text validated (may lag the text being typed). */
  result?: TemplateValidation;
  pending: boolean;
  /** The validate call itself failed (network, server). */
  failed?: string;
}

export function useTemplateEditor(templateId: string) {
  const dataProvider = useDataProvider<WithMethods<typeof templatesApi>>();
  const notify = useNotify();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [saved, setSaved] = useState<TemplateFile | null>(null);
  const [content, setContent] = useState('');
  const [validation, setValidation] = useState<ValidationState>({ pending: false });
  const [saving, setSaving] = useState(false);
  const latest = useRef(0);
  /** Guards against a second save from the same keystroke (editor and dialog both listen). */
  const savingNow = useRef(false);
  const inFlight = useRef<AbortController | null>(null);

  /** Validates `text` now; an answer for anything but the newest request is ignored. */
  const validate = useCallback(
    async (text: string) => {
      const ticket = ++latest.current;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setValidation((v) => ({ ...v, pending: true }));
      try {
        const result = await dataProvider.validateTemplate(text, controller.signal);
        if (ticket === latest.current) setValidation({ result, pending: false });
      } catch (error) {
        if (ticket !== latest.current) return;
        setValidation((v) => ({ ...v, pending: false, failed: failureMessage(error, 'resources.templates.editor.validate_failed') }));
      }
    },
    [dataProvider],
  );

  const loadFile = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const file = await dataProvider.getTemplateFile(templateId);
      setSaved(file);
      setContent(file.content);
      setLoad({ status: 'ready' });
    } catch (error) {
      setLoad({ status: 'error', message: failureMessage(error, 'resources.templates.editor.load_failed') });
    }
  }, [dataProvider, templateId]);

  useEffect(() => {
    void loadFile();
    return () => inFlight.current?.abort();
  }, [loadFile]);

  // Every change (and the first load) is validated once typing pauses.
  useEffect(() => {
    if (load.status !== 'ready') return;
    const timer = setTimeout(() => void validate(content), VALIDATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [content, load.status, validate]);

  const dirty = saved !== null && content !== saved.content;
  const canSave = dirty && !saving && validation.result?.isValid !== false;

  const save = useCallback(async () => {
    if (!canSave || !saved || savingNow.current) return;
    const text = content;
    savingNow.current = true;
    setSaving(true);
    try {
      const res = await dataProvider.saveTemplateFile(templateId, text, saved.lastModified);
      const lastModified = (res.data as { lastModified?: string } | undefined)?.lastModified ?? new Date().toISOString();
      setSaved({ content: text, lastModified });
      notify('resources.templates.editor.saved', { type: 'success' });
      void validate(text);
    } catch (error) {
      const refused = refusedValidation(error);
      if (refused) setValidation({ result: refused, pending: false });
      notify(failureMessage(error, 'resources.templates.editor.save_failed'), { type: 'error' });
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }, [canSave, content, dataProvider, notify, saved, templateId, validate]);

  const revert = useCallback(() => {
    if (saved) setContent(saved.content);
  }, [saved]);

  return {
    load,
    reload: loadFile,
    saved,
    content,
    setContent,
    dirty,
    canSave,
    saving,
    save,
    revert,
    validation,
    validateNow: () => validate(content),
  };
}

export type TemplateEditorState = ReturnType<typeof useTemplateEditor>;
