// The module the shell provides as the 'styled-components' share (shared/federation.config.mjs,
// PROVIDED_SHARES): only what the platform uses, the rest tree-shaken. Imported by file path: the
// package name would be turned back into the share itself.
export {
  default,
  ThemeProvider,
  createGlobalStyle,
  css,
  keyframes,
  useTheme,
  // @ts-expect-error -- the browser ES build has no declarations of its own (the package's are
  // dist/index.d.ts); nothing imports this module in TypeScript, the federation plugin serves it.
} from '../../../../node_modules/styled-components/dist/styled-components.browser.esm.js';
