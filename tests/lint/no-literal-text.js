// ESLint rule sumbook/no-literal-text: a staff screen shows no text that is not in a catalog. In
// src/client/features, ui and shell every user-facing string goes through t() (src/client/lib/i18n): JSX text,
// the text attributes of elements (label, title, placeholder, aria-label, header, message, ...), the text
// properties of alert and toast options, and the first argument of toast()/notice()/fail(). Strings without a
// letter (numbers, '·', '—', '%') are fine. Keys of t() are the English texts, so English reads as before.

const TEXT_NAMES = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'alt',
  'header',
  'subHeader',
  'subheader',
  'subtitle',
  'message',
  'text',
  'helperText',
  'errorText',
  'cancelText',
  'okText',
  'doneText',
  'confirmText',
  'emptyText',
  'empty',
  'hint',
  'what',
  'heading',
]);
const TEXT_CALLS = new Set(['toast', 'notice', 'showToast', 'fail', 'alertText', 'setError', 'setMessage']);
const LETTER = /\p{L}/u;

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression') return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}
const hasLetters = (s) => s !== null && LETTER.test(s);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text goes through the catalogs (t()), never a literal.' },
    messages: { literal: 'User-facing text "{{text}}" is not in a catalog: use t() (src/client/lib/i18n).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (hasLetters(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : node.name.name.name;
        if (!TEXT_NAMES.has(name)) return;
        const text = literalText(node.value);
        if (hasLetters(text)) report(node, text);
      },
      Property(node) {
        if (node.parent.type !== 'ObjectExpression') return;
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!TEXT_NAMES.has(name)) return;
        const text = literalText(node.value);
        if (hasLetters(text)) report(node, text);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : null;
        if (!TEXT_CALLS.has(name)) return;
        const text = literalText(node.arguments[0]);
        if (hasLetters(text)) report(node.arguments[0], text);
      },
    };
  },
};
