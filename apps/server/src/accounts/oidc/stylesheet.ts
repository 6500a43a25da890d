/** The embedded provider's stylesheet, served at /oidc/assets/auth.css (kept in code so the build carries it). */
export const AUTH_STYLESHEET = `/* The embedded provider's pages, in the web app's look (slate text, blue-700 actions). */
:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --page: #f8fafc;
  --text: #0f172a;
  --muted: #475569;
  --border: #64748b;
  --card-border: #e2e8f0;
  --primary: #1d4ed8;
  --primary-hover: #1e40af;
  --on-primary: #ffffff;
  --link: #1d4ed8;
  --error: #b91c1c;
  --error-bg: #fef2f2;
  --notice-bg: #eff6ff;
  --focus-ring: #1e3a8a;
  --logo-plate: #1e40af;
  --logo-eye: #ffffff;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  line-height: 1.5;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f172a;
    --page: #020617;
    --text: #f1f5f9;
    --muted: #cbd5e1;
    --border: #94a3b8;
    --card-border: #334155;
    --primary: #93c5fd;
    --primary-hover: #bfdbfe;
    --on-primary: #020617;
    --link: #93c5fd;
    --error: #fca5a5;
    --error-bg: #450a0a;
    --notice-bg: #172554;
    --focus-ring: #fde047;
    --logo-plate: #93c5fd;
    --logo-eye: #020617;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--page);
  color: var(--text);
  overflow-wrap: break-word;
  hyphens: auto;
}
.site-header, .site-footer { padding: 1rem 1.5rem; }
.site-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; }
.site-footer { margin-top: auto; color: var(--muted); font-size: 0.875rem; }
.brand {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  border-radius: 0.5rem;
  font-weight: 700;
  font-size: 1.25rem;
  color: var(--text);
  text-decoration: none;
}
.logo { width: 2rem; height: 2rem; flex: none; }
.logo-plate { fill: var(--logo-plate); }
.logo-eye { fill: var(--logo-eye); }
.logo-check { stroke: var(--logo-plate); }
.language-switch ul { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.language-switch a {
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: 0.5rem;
  color: var(--link);
  font-weight: 600;
}
.language-switch a[aria-current] { color: var(--text); text-decoration: none; border: 1px solid var(--border); }
.card {
  width: min(100% - 2rem, 28rem);
  margin: 2rem auto;
  padding: 2rem;
  background: var(--bg);
  border: 1px solid var(--card-border);
  border-radius: 0.75rem;
}
h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 1.5rem; }
h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
a { color: var(--link); text-underline-offset: 0.2em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
.field { margin-bottom: 1.25rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.hint { margin: 0 0 0.25rem; color: var(--muted); font-size: 0.875rem; }
input {
  width: 100%;
  font: inherit;
  padding: 0.625rem 0.75rem;
  color: var(--text);
  background: var(--bg);
  border: 1px solid var(--border);
  border-radius: 0.5rem;
}
.field-invalid input { border: 2px solid var(--error); }
.field-error { margin: 0 0 0.25rem; color: var(--error); font-weight: 600; }
button {
  font: inherit;
  font-weight: 600;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border-radius: 0.5rem;
  cursor: pointer;
}
button.primary { background: var(--primary); color: var(--on-primary); border: 2px solid var(--primary); }
button.primary:hover { background: var(--primary-hover); border-color: var(--primary-hover); }
button.secondary { background: transparent; color: var(--text); border: 1px solid var(--border); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.error-summary {
  border: 2px solid var(--error);
  background: var(--error-bg);
  border-radius: 0.5rem;
  padding: 1rem;
  margin-bottom: 1.5rem;
}
.error-summary ul { margin: 0; padding-left: 1.25rem; }
.error-summary a { color: var(--text); font-weight: 600; }
.notice, .problem { padding: 1rem; border-radius: 0.5rem; background: var(--notice-bg); }
.problem { background: var(--error-bg); border: 2px solid var(--error); }
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
}
@media (prefers-reduced-motion: reduce) {
  * { transition: none; animation: none; }
}
`;
