/**
 * What Jira checks of an Atlassian Document Format value, as far as the fakes need it: a `doc` of
 * version 1 whose nodes are of known types in allowed places, text nodes non-empty
 * (`minLength: 1` in the ADF JSON schema), no marks in a code block, link marks with an `href`.
 * Returns the problems found; none means valid.
 */

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'codeBlock',
  'bulletList',
  'orderedList',
  'blockquote',
  'rule',
]);
const MARKS = new Set(['link', 'strong', 'em', 'code', 'strike', 'underline']);

export function adfProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(value)) return ['not an object'];
  if (value.type !== 'doc') problems.push(`type is ${String(value.type)}, not doc`);
  if (value.version !== 1) problems.push(`version is ${String(value.version)}, not 1`);
  if (!Array.isArray(value.content)) return [...problems, 'doc has no content array'];
  value.content.forEach((node, index) => {
    block(node, `content[${index}]`, problems);
  });
  return problems;
}

function block(node: unknown, at: string, problems: string[]): void {
  if (!isRecord(node) || typeof node.type !== 'string') {
    problems.push(`${at}: not a node`);
    return;
  }
  if (!BLOCKS.has(node.type)) {
    problems.push(`${at}: ${node.type} is no block node`);
    return;
  }
  const content = node.content;
  if (content !== undefined && !Array.isArray(content)) {
    problems.push(`${at}: content is not an array`);
    return;
  }
  const children = (content ?? []) as unknown[];
  switch (node.type) {
    case 'heading': {
      const level = isRecord(node.attrs) ? node.attrs.level : undefined;
      if (typeof level !== 'number' || level < 1 || level > 6)
        problems.push(`${at}: heading level ${String(level)}`);
      for (const [index, child] of children.entries())
        inline(child, `${at}.content[${index}]`, problems, true);
      return;
    }
    case 'paragraph':
      for (const [index, child] of children.entries())
        inline(child, `${at}.content[${index}]`, problems, true);
      return;
    case 'codeBlock':
      if (
        node.attrs !== undefined &&
        (!isRecord(node.attrs) || !['undefined', 'string'].includes(typeof node.attrs.language))
      ) {
        problems.push(`${at}: codeBlock attrs`);
      }
      for (const [index, child] of children.entries())
        inline(child, `${at}.content[${index}]`, problems, false);
      return;
    case 'bulletList':
    case 'orderedList':
      if (children.length === 0) problems.push(`${at}: a list needs items`);
      children.forEach((child, index) => {
        const where = `${at}.content[${index}]`;
        if (!isRecord(child) || child.type !== 'listItem' || !Array.isArray(child.content)) {
          problems.push(`${where}: not a listItem`);
          return;
        }
        for (const [inner, grandchild] of child.content.entries())
          block(grandchild, `${where}.content[${inner}]`, problems);
      });
      return;
    case 'blockquote':
      for (const [index, child] of children.entries()) block(child, `${at}.content[${index}]`, problems);
      return;
    case 'rule':
      return;
  }
}

function inline(node: unknown, at: string, problems: string[], marksAllowed: boolean): void {
  if (!isRecord(node) || typeof node.type !== 'string') {
    problems.push(`${at}: not a node`);
    return;
  }
  if (node.type === 'hardBreak') {
    if (!marksAllowed) problems.push(`${at}: hardBreak in a code block`);
    return;
  }
  if (node.type !== 'text') {
    problems.push(`${at}: ${node.type} is no inline node`);
    return;
  }
  if (typeof node.text !== 'string' || node.text.length === 0) problems.push(`${at}: empty text node`);
  if (node.marks === undefined) return;
  if (!Array.isArray(node.marks)) {
    problems.push(`${at}: marks is not an array`);
    return;
  }
  if (!marksAllowed && node.marks.length > 0) problems.push(`${at}: marks in a code block`);
  for (const mark of node.marks) {
    if (!isRecord(mark) || typeof mark.type !== 'string' || !MARKS.has(mark.type)) {
      problems.push(`${at}: unknown mark`);
    } else if (mark.type === 'link' && !(isRecord(mark.attrs) && typeof mark.attrs.href === 'string')) {
      problems.push(`${at}: link mark without href`);
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
