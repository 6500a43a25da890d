/** The attributes of every field that takes a web address: the URL keyboard, no autocorrection. */
export const urlInputAttributes = {
  type: 'url',
  inputMode: 'url',
  autoComplete: 'url',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
