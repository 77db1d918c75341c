// html-validate's recommended rules, as `npm test` holds every server-rendered page to them
// (e2e/html-validity.spec.ts). Switched off: the rules that catch only the libraries' own markup or
// the way they write it, none of which a browser or a screen reader reads differently.
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // The shell's template is minified by html-webpack-plugin, which drops the quotes it can.
    'attr-quotes': 'off',
    // React writes `<img ... />`, the minified template `<meta ...>`: both are HTML.
    'void-style': 'off',
    // The minified template writes `<!doctype html>`: HTML's doctype is case-insensitive.
    'doctype-style': 'off',
    // React writes some attribute names as its props spell them (`hrefLang`, `noValidate`): HTML's are case-insensitive.
    'attr-case': 'off',
    // React writes a boolean attribute as `novalidate=""`, which HTML reads as present.
    'attribute-boolean-style': 'off',
    // React's useId writes ids such as `_R_1a_`, valid in HTML5 (no spaces), which this rule's letter-first style refuses.
    'valid-id': 'off',
    // MUI gives an element the same class through two of its styles (`MuiInputLabel-root` twice).
    'no-dup-class': 'off',
    // MUI positions some parts with inline styles (the price slider's thumb and track).
    'no-inline-style': 'off',
  },
};
