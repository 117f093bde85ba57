// The code editor as a lazy component, and a way to start fetching it early (when the
// pointer or focus reaches an "Edit Code" button) without making any screen's initial
// JavaScript bigger.
import { lazy } from 'react';

export const loadTemplateCodeEditor = () => import('./TemplateCodeEditor');
export const TemplateCodeEditor = lazy(loadTemplateCodeEditor);

/** Starts the download; a failure is left for the real load to report. */
export const preloadTemplateCodeEditor = () => void loadTemplateCodeEditor().catch(() => undefined);
