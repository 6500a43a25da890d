/**
 * Our German for axe-core's rules where its own German (axe-core/locales/de.json) is wrong, stiff or
 * unclear: a rule's `help` is its title in findings and reports, `description` says what it checks.
 * Rules not listed here keep axe's German.
 */
export const AXE_DE_RULE_CORRECTIONS: Record<string, { help?: string; description?: string }> = {};
