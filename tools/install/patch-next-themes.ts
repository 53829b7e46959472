/**
 * next-themes (the theme's light/dark switch) applies the stored theme again once the page has
 * hydrated, even though its inline script already did before the first paint. With
 * `disableTransitionOnChange` (Nextra's default) that means: insert a `* { transition: none }`
 * sheet, remove and re-add `light` on <html>, force a style recalculation, and remove the sheet a
 * moment later. Each of the three restyles every element of the page (the theme's
 * `:where(.dark *)` rules make a class change on <html> reach every span): long main-thread work
 * on an operation page at a phone's speed, on every page load, changing nothing. After install we make it skip both when <html> already carries exactly the theme's
 * class; a real switch works as before. Applied by tools/install/patch-theme.ts; idempotent; fails
 * loudly when the library's code no longer matches.
 */
import { exactEdits, type Edit } from './patch-edits.ts';

// In `setTheme`'s apply step: `v` the class to set, `k` every theme's class, `h` the attribute
// option ("class" here), `i` disableTransitionOnChange, `W` inserts the no-transition sheet.
const EDITS: Edit[] = [
  [
    'C=i?W(p):null,P=document.documentElement,L=g=>{g==="class"?(P.classList.remove(...k),v&&P.classList.add(v))',
    'P=document.documentElement,sgApplied=h==="class"&&!!v&&P.classList.contains(v)&&!k.some(n=>n!==v&&P.classList.contains(n)),C=i&&!sgApplied?W(p):null,L=g=>{g==="class"?sgApplied||(P.classList.remove(...k),v&&P.classList.add(v))',
  ],
];

export const patchNextThemes = exactEdits(EDITS, "next-themes' apply step", 'tools/install/patch-next-themes.ts');
