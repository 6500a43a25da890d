import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherKeyboard } from './gather-keyboard.js';

export const KEYBOARD_CHECKS: BrowserCheckFamily<'keyboard'> = {
  name: 'keyboard',
  gather: gatherKeyboard,
  timeoutMs: 15_000,
  artifact: 'keyboard',
};
