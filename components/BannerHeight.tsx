/**
 * The theme keeps the announcement bar's height in `--nextra-banner-height` on <html> (the
 * navbar and sidebar sit below it), written by a ResizeObserver once the page has hydrated.
 * A custom property set on <html> for the first time restyles every element of the page
 * (a long task at a phone's CPU speed on an operation page), after the page has painted.
 * This script, right after the bar, writes the same value while the page is still being parsed,
 * when only the bar and the head are there to restyle; the observer then finds it set and
 * changes nothing. (It still corrects the value when the bar's height changes.)
 */
const SCRIPT =
  "try{var b=document.querySelector('.nextra-banner');b&&document.documentElement.style.setProperty('--nextra-banner-height',b.getBoundingClientRect().height+'px')}catch(e){}";

export function BannerHeight() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
