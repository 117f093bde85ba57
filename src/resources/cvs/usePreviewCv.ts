// Opens a CV's secure preview in a new tab. The tab is opened synchronously inside the click
// (popup blockers allow only that) and pointed at the preview once the token arrives.
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { cvsApi } from './api';
import { cvPreviewUrl } from './api';

export function usePreviewCv() {
  const dataProvider = useDataProvider<WithMethods<typeof cvsApi>>();
  const notify = useNotify();
  const translate = useTranslate();
  return async (cvId: string) => {
    const tab = window.open('', '_blank');
    if (tab) {
      tab.document.title = translate('resources.cvs.preview_opening');
      tab.document.body.textContent = translate('resources.cvs.preview_opening');
    }
    try {
      const { previewToken } = await dataProvider.createCvPreviewToken(cvId);
      // A plain function (not a promise), so not through useDataProvider's async wrapper.
      const url = cvPreviewUrl(cvId, previewToken);
      if (tab) {
        tab.opener = null; // the preview never gets a handle on the panel
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch {
      tab?.close();
      notify('resources.cvs.preview_failed', { type: 'error' });
    }
  };
}
