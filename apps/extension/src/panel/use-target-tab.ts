import { useEffect, useState } from 'react';

/** The tab the panel checks: its id and the address it shows now. */
export interface TargetTab {
  id: number;
  url: string;
}

/**
 * The window's active tab, followed as the user switches tabs or the tab loads another address.
 * A panel opened as a page of its own (`sidepanel.html?tab=12`, as the tests and a detached panel
 * do) stays with the tab it names.
 */
export function useTargetTab(): TargetTab | undefined {
  const [tab, setTab] = useState<TargetTab>();
  useEffect(() => {
    const named = Number(new URLSearchParams(location.search).get('tab'));
    const fixedId = Number.isInteger(named) && named > 0 ? named : undefined;
    let windowId: number | undefined;
    const show = (next: chrome.tabs.Tab | undefined) => {
      if (next?.id !== undefined) setTab({ id: next.id, url: next.url ?? '' });
    };
    const refresh = async () => {
      if (fixedId !== undefined) return show(await chrome.tabs.get(fixedId).catch(() => undefined));
      const [active] = await chrome.tabs.query({ active: true, currentWindow: true });
      windowId = active?.windowId;
      show(active);
    };
    const onActivated = (info: chrome.tabs.OnActivatedInfo) => {
      if (fixedId === undefined && (windowId === undefined || info.windowId === windowId)) void refresh();
    };
    const onUpdated = (tabId: number, change: chrome.tabs.OnUpdatedInfo, updated: chrome.tabs.Tab) => {
      if (change.url === undefined && change.status !== 'complete') return;
      setTab((current) => (current?.id === tabId ? { id: tabId, url: updated.url ?? '' } : current));
    };
    void refresh();
    chrome.tabs.onActivated.addListener(onActivated);
    chrome.tabs.onUpdated.addListener(onUpdated);
    return () => {
      chrome.tabs.onActivated.removeListener(onActivated);
      chrome.tabs.onUpdated.removeListener(onUpdated);
    };
  }, []);
  return tab;
}

/** Only web pages can be checked: the browser's own pages and other extensions' refuse scripts. */
export function isWebPage(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
