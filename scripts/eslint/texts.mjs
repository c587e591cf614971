/**
 * `earnwave/texts`: the member client's words have one home, `web/src/texts/` (docs/architecture.md,
 * "The member client"; STYLE.md habit 11). Outside it, this refuses a text written where it is shown:
 *
 * - text between JSX tags (`<h2>Balance</h2>`) or a string put there (`{'Balance'}`, `{ok ? 'Yes' : 'No'}`);
 * - a string in a prop the member reads or hears (`placeholder`, `title`, `aria-label`, `alt`,
 *   `label`, `okText`, `cancelText`...), given to a JSX element or as a key of an object literal
 *   (a table column's `title`, a confirm dialog's `content`, a form rule's `message`);
 * - a string given to a toast or an antd message (`toast.error('...')`, `message.success('...')`),
 *   or as a page's title (`usePageTitle('...')`).
 *
 * A text is a string with a letter in it: punctuation and figures between texts (`{a} / {b}`, `0.00`)
 * are layout. Class names, keys, test ids, paths and formats are not in these places and pass.
 */

/** Props and object keys whose string the member reads or hears. */
const USER_FACING = new Set([
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'label',
  'okText',
  'cancelText',
  'content',
  'description',
  'subTitle',
  'tooltip',
  'emptyText',
  'message',
  'help',
  'extra',
  'tip',
  'addonBefore',
  'addonAfter',
  'checkedChildren',
  'unCheckedChildren',
]);
/** Objects whose calls show their string arguments (`toast.once(kind, key, text)` its last only). */
const SHOWING = new Set(['toast', 'message', 'notification']);
/** Functions whose string arguments are shown: the page's title. */
const SHOWING_FUNCTIONS = new Set(['usePageTitle', 'pageTitle']);

const LETTER = /\p{L}/u;

/** The string parts of an expression that end up shown: the literal itself, or either branch. */
function shownStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && LETTER.test(node.value) ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? quasi.value.raw))
        ? [node]
        : node.expressions.flatMap(shownStrings);
    case 'ArrayExpression':
      return node.elements.flatMap(shownStrings);
    case 'ConditionalExpression':
      return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
    case 'LogicalExpression':
      return [...shownStrings(node.left), ...shownStrings(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return shownStrings(node.expression);
    default:
      return [];
  }
}

const attributeName = (name) =>
  name.type === 'JSXNamespacedName' ? `${name.namespace.name}:${name.name.name}` : name.name;
const keyName = (key) => (key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : null);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the member client's texts in web/src/texts" },
    schema: [],
    messages: {
      inline: "'{{text}}' is a text written where it is shown: put it in web/src/texts/ and use it from there.",
    },
  },
  create(context) {
    const report = (node) => {
      const raw = node.type === 'JSXText' ? node.value : context.sourceCode.getText(node);
      const text = raw.trim().replace(/\s+/g, ' ');
      context.report({
        node,
        messageId: 'inline',
        data: { text: text.length > 40 ? `${text.slice(0, 40)}...` : text },
      });
    };
    const reportAll = (node) => shownStrings(node).forEach(report);

    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') reportAll(node.expression);
      },
      JSXAttribute(node) {
        if (!node.value || !USER_FACING.has(attributeName(node.name))) return;
        if (node.value.type === 'Literal') reportAll(node.value);
        else if (node.value.type === 'JSXExpressionContainer') reportAll(node.value.expression);
      },
      Property(node) {
        if (node.parent.type !== 'ObjectExpression' || node.computed) return;
        if (USER_FACING.has(keyName(node.key))) reportAll(node.value);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && SHOWING_FUNCTIONS.has(callee.name)) node.arguments.forEach(reportAll);
        if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier') return;
        if (!SHOWING.has(callee.object.name)) return;
        const once = callee.property.type === 'Identifier' && callee.property.name === 'once';
        (once ? node.arguments.slice(2) : node.arguments).forEach(reportAll);
      },
    };
  },
};

export default rule;
