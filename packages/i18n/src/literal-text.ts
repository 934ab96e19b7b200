import { parse } from '@babel/parser';

/** Attributes and object properties whose string is read by people: a literal there is untranslated text. */
const PEOPLE_PROPS = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'ariaLabel',
  'caption',
  'cancelLabel',
  'confirmLabel',
  'description',
  'emptyMessage',
  'error',
  'heading',
  'hint',
  'label',
  'legend',
  'message',
  'nothingFoundMessage',
  'placeholder',
  'subtitle',
  'title',
  'tooltip',
  'what',
]);

const HAS_WORD = /\p{L}{2,}/u;
/** A sentence, wherever it is written ("Something went wrong. Please try again."): shown, sooner or later. */
const SENTENCE = /^\p{Lu}[^\n]*\s[^\n]*[.!?…]$/u;
/** A catalogue key ("privacy.downloadHtml") kept in a prop or property, to be read with `t()`. */
const TEXT_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/;
/** The marker for a string that only looks like text (a CSS value, an identifier): put it on the line above. */
export const NOT_FOR_PEOPLE = 'text-check: not for people';

export interface LiteralText {
  line: number;
  text: string;
}

type Node = {
  type: string;
  start?: number | null;
  loc?: { start: { line: number } } | null;
  [k: string]: unknown;
};

/**
 * The texts meant for people written as literals in a component file: JSX text, a string child
 * (`{'Saved'}`, a template), and strings given to a prop or property people read (`aria-label`,
 * `title`, a toast's `message`…). A string with no word (punctuation, "·", a number) is not text.
 */
export function findLiteralText(source: string, fileName = 'file.tsx'): LiteralText[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    errorRecovery: false,
  });
  const lines = source.split('\n');
  const found: LiteralText[] = [];
  const report = (node: Node, text: string) => {
    const line = node.loc?.start.line ?? 0;
    if (!HAS_WORD.test(text) || TEXT_KEY.test(text)) return;
    if ((lines[line - 2] ?? '').includes(NOT_FOR_PEOPLE) || (lines[line - 1] ?? '').includes(NOT_FOR_PEOPLE))
      return;
    const said = text.trim().replace(/\s+/g, ' ');
    // One text reported once, whichever rule finds it.
    if (found.some((f) => f.line === line && f.text === said)) return;
    found.push({ line, text: said });
  };
  const stringOf = (node: Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (node.type === 'StringLiteral') return node.value as string;
    if (node.type === 'TemplateLiteral') {
      return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(' ');
    }
    if (node.type === 'JSXExpressionContainer') return stringOf(node.expression as Node);
    // `cond ? 'Yes' : 'No'`, `a ?? 'None'`: either branch may be shown.
    if (node.type === 'ConditionalExpression') {
      return (
        [stringOf(node.consequent as Node), stringOf(node.alternate as Node)].filter(Boolean).join(' ') ||
        undefined
      );
    }
    if (node.type === 'LogicalExpression') return stringOf(node.right as Node);
    return undefined;
  };
  const visit = (node: unknown, parent?: Node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    const n = node as Node;
    if (typeof n.type !== 'string') return;
    if (n.type === 'JSXText') report(n, n.value as string);
    // The contracts' English sentences shown as they are: a screen reads them with t('<key>').
    if (
      n.type === 'ImportDeclaration' &&
      (n.source as Node).value === '@portal/contracts' &&
      (n.specifiers as Node[]).some(
        (sp) => sp.type === 'ImportSpecifier' && (sp.imported as Node).name === 'messages',
      )
    )
      report(n, 'messages (the English catalogue) imported');
    if (
      n.type === 'JSXExpressionContainer' &&
      parent &&
      (parent.type === 'JSXElement' || parent.type === 'JSXFragment')
    ) {
      const text = stringOf(n.expression as Node);
      if (text !== undefined) report(n, text);
    }
    // A sentence anywhere else (an Error's message shown by a screen, a fallback after `??`).
    if (
      n.type === 'StringLiteral' &&
      SENTENCE.test((n.value as string).trim()) &&
      parent?.type !== 'ImportDeclaration'
    )
      report(n, n.value as string);
    if (n.type === 'JSXAttribute') {
      const name = (n.name as Node).name as string;
      const text = stringOf(n.value as Node);
      if (PEOPLE_PROPS.has(name) && text !== undefined) report(n, text);
    }
    if (n.type === 'ObjectProperty' && !n.computed) {
      const key = n.key as Node;
      const name = (key.type === 'Identifier' ? key.name : key.value) as string;
      const text = stringOf(n.value as Node);
      if (PEOPLE_PROPS.has(name) && text !== undefined) report(n, text);
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (child && typeof child === 'object') visit(child, n);
    }
  };
  visit(ast.program);
  return found;
}
