// The toolbar button opens the side panel; Chrome keeps the panel per window, so it follows the
// tab the user switches to (the panel itself listens for that).
chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
