import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherKeyboard, type KeyboardFacts } from './gather-keyboard.js';
import { keyboardTrapRule } from './keyboard-trap.js';

export const KEYBOARD_CHECKS: BrowserCheckFamily<KeyboardFacts> = {
  name: 'keyboard',
  gather: gatherKeyboard,
  timeoutMs: 15_000,
  rules: [keyboardTrapRule],
};
