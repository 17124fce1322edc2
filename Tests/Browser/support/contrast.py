"""WCAG contrast as painted: for every element under a root that holds text of its own, its
colour composited over the backgrounds of its ancestors against those backgrounds, and for
every link and control its focus ring. `driver.execute_script(CONTRAST_JS, selector)` returns
{texts, text: [worst ratio, element, colour], focus: [worst ratio, element, colour]}, or
None when nothing matches the selector."""

CONTRAST_JS = r"""
function parse(c) {
  let m = c.match(/rgba?\(([^)]+)\)/);
  if (m) { const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }
  m = c.match(/color\(srgb\s+([^)]+)\)/);
  if (m) { const p = m[1].split(/[\s\/]+/).filter(Boolean).map(Number); return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1]; }
  return null;
}
function over(top, bottom) { const a = top[3]; return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]); }
function behind(el) {
  const chain = []; for (let e = el; e; e = e.parentElement) chain.unshift(e);
  let bg = [255, 255, 255, 1];
  for (const e of chain) { const c = parse(getComputedStyle(e).backgroundColor); if (c && c[3] > 0) bg = over(c, bg); }
  return bg;
}
function lum(c) { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); }
function ratio(a, b) { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
const section = document.querySelector(arguments[0]);
if (!section) return null;
section.querySelectorAll('details').forEach(d => { d.open = true; });
let worstText = [99, '', ''], worstFocus = [99, '', ''], texts = 0;
for (const el of [section, ...section.querySelectorAll('*')]) {
  if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
  const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  if (!own) continue;
  texts++;
  const bg = behind(el), fg = over(parse(getComputedStyle(el).color), bg), r = ratio(fg, bg);
  if (r < worstText[0]) worstText = [r, el.tagName + '.' + el.className, getComputedStyle(el).color];
}
for (const el of section.querySelectorAll('a, summary, button')) {
  if (!el.getClientRects().length) continue;
  el.focus();
  const bg = behind(el), ring = parse(getComputedStyle(el).outlineColor);
  if (!ring) continue;
  const r = ratio(over(ring, bg), bg);
  if (r < worstFocus[0]) worstFocus = [r, el.tagName + '.' + el.className, getComputedStyle(el).outlineColor];
}
return {texts: texts, text: worstText, focus: worstFocus};
"""

