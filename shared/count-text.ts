/**
 * A count with its noun in the right number: "1 item", "2 items", "1 property". Every sentence the
 * site, the generators and the tools write about a number of things goes through it, so none
 * reads "at least 1 items". Browser-safe.
 */

/** The plural of an English noun as the site uses them: `-y` after a consonant to `-ies`, `-s`/`-x`/`-ch`/`-sh` + `es`. */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** `n noun`, the noun plural unless n is 1 (`many` when the plural is irregular). */
export function countText(n: number, noun: string, many = pluralOf(noun)): string {
  return `${n} ${n === 1 ? noun : many}`;
}
