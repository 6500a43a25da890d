/**
 * What a scanned page contains that decides which manual checks it is worth testing on: forms for
 * the 3.3 criteria, media for 1.2, and so on. The engine records them per page; the guided checks
 * choose their pages by them.
 */
export const PAGE_FEATURES = [
  /** Form fields a person fills in (text fields, selections, checkboxes, editable regions). */
  'forms',
  /** A password field: a sign-in or registration step. */
  'sign-in',
  /** Video, audio or an embedded media player. */
  'media',
  /** Data tables (table elements and ARIA tables and grids). */
  'tables',
  /** Images, pictures and SVG graphics. */
  'images',
  /** Something that moves by itself: CSS or script animations, autoplaying media, marquees. */
  'motion',
  /** Inline frames. */
  'frames',
  /** Script-driven widgets: menus, tabs, dialogs, sliders, comboboxes, tree views. */
  'widgets',
  /** Elements that can be dragged. */
  'dragging',
  /** A timed refresh or redirect of the page. */
  'timing',
] as const;

export type PageFeature = (typeof PAGE_FEATURES)[number];
