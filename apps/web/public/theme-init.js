// Runs before the first paint (loaded blocking in <head>, no inline script because of the CSP):
// applies the saved colour scheme and language so the page never flashes in the wrong theme.
// Keep in step with src/features/theme/theme-mode.ts and src/i18n/languages.ts.
(() => {
  const root = document.documentElement;
  let mode = 'auto';
  let locale = 'de';
  try {
    mode = localStorage.getItem('color-scheme') || 'auto';
    locale = localStorage.getItem('locale') || 'de';
  } catch {
    // Storage may be blocked; the defaults apply.
  }
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const dark = mode === 'dark' || (mode !== 'light' && systemDark);
  root.classList.toggle('dark', dark);
  root.lang = locale === 'en' ? 'en' : 'de';
})();
