/** Rules every themed scope needs: the per-language script font, reduced motion, base text and focus. */
import { fontStack, vars } from './vars';

export const scopeSelector = '[data-ui-scope]';

export const globalCss = `
:root, ${scopeSelector} { --ui-font-script: "Noto Sans JP"; }
:lang(ja) { --ui-font-script: "Noto Sans JP"; }
:lang(zh) { --ui-font-script: "Noto Sans SC"; }
:lang(ko) { --ui-font-script: "Noto Sans KR"; }
:lang(th) { --ui-font-script: "Noto Sans Thai"; }
:lang(vi), :lang(id), :lang(en) { --ui-font-script: "Noto Sans JP"; }
${scopeSelector} {
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.text.primary};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
  font-feature-settings: "palt" 0;
}
${scopeSelector}[data-ui-canvas] { background: ${vars.color.canvas}; }
${scopeSelector} *, ${scopeSelector} *::before, ${scopeSelector} *::after { box-sizing: border-box; }
${scopeSelector} :focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: 2px; }
`;
