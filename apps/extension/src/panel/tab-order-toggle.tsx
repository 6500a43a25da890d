import { fill } from '@klarsicht/report';
import { useState } from 'react';
import { showTabOrder } from '../tab/overlays.js';
import { runInTab } from '../tab/tab-document.js';
import { useLanguage, useTexts } from './texts.js';

/** Shows the page's keyboard order as numbered stops on the page, and hides it again. */
export function TabOrderToggle({
  tabId,
  onAnnounce,
}: {
  tabId: number;
  onAnnounce: (message: string) => void;
}) {
  const t = useTexts();
  const lang = useLanguage();
  // The tab it was drawn in: another tab (or page) has none until the user asks for it there.
  const [shownIn, setShownIn] = useState<number>();
  const on = shownIn === tabId;
  const toggle = async () => {
    const next = !on;
    const { count } = await runInTab(tabId, showTabOrder, { on: next }).catch(() => ({ count: 0 }));
    setShownIn(next ? tabId : undefined);
    onAnnounce(next ? fill(t.tabOrderShown, { count }, lang) : t.tabOrderHidden);
  };
  return (
    <button type="button" aria-pressed={on} onClick={() => void toggle()}>
      {t.tabOrder}
    </button>
  );
}
