// A record's dialog, opened over any screen that names the record (the user detail over the
// CV and order screens). The resource declares it (its index.tsx, `dialog`), App hands every
// declared one down, and a shared piece such as UserNameLink asks for it by resource name:
// no resource imports another's folder to open its dialog.
import { createContext, type ReactNode, useContext } from 'react';

export interface RecordDialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** Draws the dialog: a function of the props, so the component it renders stays the resource's own. */
export type RecordDialog = (props: RecordDialogProps) => ReactNode;

export const RecordDialogs = createContext<Readonly<Record<string, RecordDialog>>>({});

/** The dialog the resource declared, if any (none outside App, e.g. a component test). */
export const useRecordDialog = (resource: string): RecordDialog | undefined => useContext(RecordDialogs)[resource];
