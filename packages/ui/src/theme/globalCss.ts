/**
 * Rules every themed scope needs: the per-language script font, reduced motion, base text and focus. Right to left:
 * `--ui-inline-sign` is -1 under dir="rtl" (directional slides multiply their translateX by it; components use logical
 * properties for the rest) and icons that point along the line (chevrons, log in/out) are mirrored.
 */
import { fontStack, vars } from './vars';

export const scopeSelector = '[data-ui-scope]';

export const globalCss = `
:root, ${scopeSelector} { --ui-font-script: "Noto Sans JP"; }
:lang(ja) { --ui-font-script: "Noto Sans JP"; }
:lang(zh) { --ui-font-script: "Noto Sans SC"; }
:lang(ko) { --ui-font-script: "Noto Sans KR"; }
:lang(zh-TW), :lang(zh-HK), :lang(zh-MO), :lang(zh-Hant) { --ui-font-script: "Noto Sans TC"; }
:lang(th) { --ui-font-script: "Noto Sans Thai"; }
:lang(ar), :lang(fa), :lang(ur) { --ui-font-script: "Noto Sans Arabic"; }
:lang(hi), :lang(ne) { --ui-font-script: "Noto Sans Devanagari"; }
:lang(bn) { --ui-font-script: "Noto Sans Bengali"; }
:lang(ta) { --ui-font-script: "Noto Sans Tamil"; }
:lang(my) { --ui-font-script: "Noto Sans Myanmar"; }
:lang(km) { --ui-font-script: "Noto Sans Khmer"; }
:lang(lo) { --ui-font-script: "Noto Sans Lao"; }
:lang(vi), :lang(id), :lang(en), :lang(ur-Latn) { --ui-font-script: "Noto Sans JP"; }
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
[dir="rtl"] { --ui-inline-sign: -1; }
[dir="ltr"] { --ui-inline-sign: 1; }
${scopeSelector} [data-icon="chevronLeft"]:dir(rtl), ${scopeSelector} [data-icon="chevronRight"]:dir(rtl),
${scopeSelector} [data-icon="login"]:dir(rtl), ${scopeSelector} [data-icon="logout"]:dir(rtl) { scale: -1 1; }
${scopeSelector}[data-ui-canvas] { background: ${vars.color.canvas}; }
${scopeSelector} *, ${scopeSelector} *::before, ${scopeSelector} *::after { box-sizing: border-box; }
${scopeSelector} :focus-visible { outline: 2px solid ${vars.color.focus.ring}; outline-offset: 2px; }
`;
