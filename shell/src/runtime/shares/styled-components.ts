// The module the shell provides as the 'styled-components' share (shared/federation.config.mjs,
// PROVIDED_SHARES; shell/src/runtime/host.ts): only what the platform uses, the rest tree-shaken
// (a module loaded through import() keeps every export it has).
export { default, ThemeProvider, createGlobalStyle, css, keyframes, useTheme } from 'styled-components';
