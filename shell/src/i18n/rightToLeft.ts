import { DECLARATION, type Middleware } from 'stylis';

/*
 * A right-to-left page's styles, mirrored one declaration at a time: what CSSJanus (through
 * stylis-plugin-rtl, MUI's RTL recipe) writes, without its cost in the browser. CSSJanus runs some
 * thirty regular expressions over every rule, two of them so large that compiling them on their
 * first use is one long task while an Arabic page hydrates (docs/hydration.md). Here each declaration
 * is looked at by its property, with small expressions, and only the few properties that have a
 * direction are rewritten. rightToLeft.test.ts checks it writes what CSSJanus writes, rule for rule,
 * over the CSS of MUI's components and the site's own.
 */

/** A number, with a unit or a CSS identifier after it (CSSJanus's quantity). */
const QUANTITY = String.raw`(?:[0-9]*\.[0-9]+|[0-9]+)(?:\s*(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%)|-?(?:[_a-z]|[^\u0020-\u007e]|\\[^\r\n\f0-9a-f])(?:[_a-z0-9-]|[^\u0020-\u007e]|\\[^\r\n\f0-9a-f])*)?`;
const SIGNED_QUANTITY = new RegExp(String.raw`^(?:-?${QUANTITY}|inherit|auto)$`, 'i');
/** calc() of numbers, units and operators only, as CSSJanus takes it in a four-part value. */
const SIMPLE_CALC =
  /^calc\((?:\(|\)|\t| |-?(?:[0-9]*\.[0-9]+|[0-9]+)(?:\s*(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%))?|\+|-|\*|\/){3,}\)$/i;
const COLOR = /^(?:#?(?:[_a-z0-9-]|[^\u0020-\u007e])+|(?:rgba?|hsla?)\([ \d.,%-]+\))$/i;

/** `left` or `right` as a word (no letter either side), unless it is inside a url(…) (a file's name). */
const EDGE = /(^|[^a-zA-Z])(left|right)(?![a-zA-Z])/gi;
const INSIDE_PARENTHESES_TO_THE_END = /^(?:[!#$%&*-~]|[^\u0020-\u007e])*?['"]?\s*\)/;
const RESIZE = /(^|[^a-zA-Z])([ns]?)([ew])-resize/gi;

const mirroredEdge = (edge: string) => (edge.toLowerCase() === 'left' ? 'right' : 'left');

/** Every `left` and `right` swapped, but those a url(…) or another function's argument ends with. */
function swapEdges(text: string): string {
  return text.replace(EDGE, (match, before: string, edge: string, at: number, whole: string) =>
    INSIDE_PARENTHESES_TO_THE_END.test(whole.slice(at + match.length)) ? match : before + mirroredEdge(edge),
  );
}

/** A value's parts and the white space between them (a function's own spaces, calc(1px + 2px), stay in its part). */
function partsOf(value: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const character of value) {
    if (depth === 0 && /\s/.test(character)) {
      if (parts.length % 2 === 1) parts.push('');
      parts[parts.length - 1] += character;
      continue;
    }
    if (parts.length % 2 === 0) parts.push('');
    if (character === '(') depth++;
    else if (character === ')') depth--;
    parts[parts.length - 1] += character;
  }
  return parts;
}

/** A value and its `!important` apart, so the value's parts can be read. */
function withoutImportant(value: string): [string, string] {
  const match = /\s*!important\s*$/i.exec(value);
  return match ? [value.slice(0, match.index), match[0]] : [value, ''];
}

/** `-x` for `x` and `x` for `-x`; 0 stays 0 (CSSJanus's flipSign). */
function flipSign(value: string): string {
  if (parseFloat(value) === 0) return value;
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

/** The first quantity of a value with its sign flipped, if the value starts with one (after `inset`, for a box shadow). */
function flipFirstOffset(value: string, { after = '' }: { after?: string } = {}): string {
  const match = new RegExp(String.raw`^(${after}\s*)(-?${QUANTITY}|inherit|auto)`, 'i').exec(value);
  if (!match) return value;
  return match[1] + flipSign(match[2]) + value.slice(match[0].length);
}

/** border-radius: 1–4 values, and after a `/` 1–4 more, corners mirrored (CSSJanus's flipBorderRadiusValues). */
function mirroredRadius(value: string): string {
  const flip = (values: string[]) =>
    (values.length === 4
      ? [values[1], values[0], values[3], values[2]]
      : values.length === 3
        ? [values[1], values[0], values[1], values[2]]
        : values.length === 2
          ? [values[1], values[0]]
          : values
    ).join(' ');
  const [radii, important] = withoutImportant(value);
  const [first, second, ...rest] = radii.trim().split(/\s*\/\s*/);
  const groups = [first, second].filter((group) => group !== undefined).map((group) => group.split(/\s+/));
  if (rest.length > 0 || groups.some((group) => group.length > 4 || !group.every((part) => SIGNED_QUANTITY.test(part))))
    return value;
  return groups.map(flip).join('/') + important;
}

/** A four-part value (margin: 1px 2px 3px 4px) with its second and fourth parts swapped, when each part is `is`. */
function swappedFourParts(value: string, is: (part: string) => boolean): string {
  const [parts, important] = withoutImportant(value);
  const split = partsOf(parts);
  if (split.length !== 7 || ![0, 2, 4, 6].every((index) => is(split[index]))) return value;
  return [split[0], split[1], split[6], split[3], split[4], split[5], split[2]].join('') + important;
}

/** background-position's horizontal percentage mirrored (x% → 100 − x%), CSSJanus's calculateNewBackgroundPosition. */
function mirroredPercentage(value: string): string {
  if (!value.endsWith('%')) return value;
  const dot = value.indexOf('.');
  const mirrored = 100 - parseFloat(value);
  return `${dot === -1 ? mirrored : mirrored.toFixed(value.length - dot - 2)}%`;
}

/** The first quantity of a background or background-position value, mirrored if it is a percentage. */
function mirroredBackground(value: string): string {
  const match = new RegExp(String.raw`^((?:[^:;}\s]+\s+)*?)(${QUANTITY})`, 'i').exec(value);
  if (!match || match[1].split('(').length > match[1].split(')').length) return value;
  return match[1] + mirroredPercentage(match[2]) + value.slice(match[0].length);
}

/** transform's translateX(…) or translate(…): the horizontal offset's sign flipped (the last such function, as CSSJanus). */
function mirroredTranslate(value: string): string {
  let result = value;
  for (const name of ['translateX', 'translate']) {
    const pattern = new RegExp(String.raw`^([^;}]*)(${name}\s*\(\s*)(-?${QUANTITY}|inherit|auto)(?=\s*[,)])`, 'i');
    const match = pattern.exec(result);
    if (match) result = match[1] + match[2] + flipSign(match[3]) + result.slice(match[0].length);
  }
  return result;
}

/** One declaration mirrored: its property and value as a right-to-left page needs them. */
export function mirroredDeclaration(property: string, value: string): [string, string] {
  const name = swapEdges(property);
  let mirrored = swapEdges(value).replace(
    RESIZE,
    (_match, before: string, pole: string, side: string) =>
      `${before}${pole}${side.toLowerCase() === 'e' ? 'w' : 'e'}-resize`,
  );
  const lower = name.toLowerCase();
  if (lower === 'direction')
    mirrored = mirrored.replace(
      /^(\s*)(ltr|rtl)\b/i,
      (_m, space: string, dir: string) => space + (dir.toLowerCase() === 'ltr' ? 'rtl' : 'ltr'),
    );
  else if (lower.endsWith('border-radius')) mirrored = mirroredRadius(mirrored);
  else if (lower.endsWith('box-shadow')) mirrored = flipFirstOffset(mirrored, { after: '(?:inset\\s*)?' });
  else if (lower.endsWith('text-shadow')) {
    const [first, ...rest] = partsOf(mirrored.trim());
    mirrored =
      COLOR.test(first) && rest.length > 0 && !SIGNED_QUANTITY.test(first)
        ? mirrored.replace(
            new RegExp(String.raw`^(\s*\S+\s*)(-?${QUANTITY}|inherit|auto)`, 'i'),
            (_m, pre: string, offset: string) => pre + flipSign(offset),
          )
        : flipFirstOffset(mirrored);
  } else if (lower.endsWith('transform')) mirrored = mirroredTranslate(mirrored);
  else if (/(?:margin|padding|border-width)$/.test(lower))
    mirrored = swappedFourParts(mirrored, (part) => SIGNED_QUANTITY.test(part) || SIMPLE_CALC.test(part));
  else if (/(?:-color|border-style)$/.test(lower)) mirrored = swappedFourParts(mirrored, (part) => COLOR.test(part));
  else if (/background(?:-position)?$/.test(lower)) mirrored = mirroredBackground(mirrored);
  else if (lower.endsWith('background-position-x')) mirrored = mirroredPercentage(mirrored);
  return [name, mirrored];
}

/** The stylis plugin: every declaration mirrored, before the prefixer writes its copies. */
export const rightToLeft: Middleware = (element) => {
  if (element.type !== DECLARATION || element.return) return;
  const [property, value] = mirroredDeclaration(String(element.props), String(element.children));
  if (property === element.props && value === element.children) return;
  element.props = property;
  element.children = value;
  element.value = `${property}:${value};`;
};
