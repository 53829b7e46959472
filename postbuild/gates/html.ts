/**
 * The start tags of the HTML that Next.js exports, read with htmlparser2: attribute values come
 * decoded, and comments and the text of `<script>`, `<style>`, `<title>` and `<textarea>` are not
 * markup (the RSC payload in inline scripts mentions paths that are not links). Tags inside a
 * `<template>` are inert too, so they are left out.
 */
import { Parser } from 'htmlparser2';

export interface StartTag {
  name: string;
  attrs: Map<string, string>;
}

/** Every start tag in document order, outside comments, raw-text elements and templates. */
export function startTags(source: string): StartTag[] {
  const tags: StartTag[] = [];
  let templateDepth = 0;
  const parser = new Parser({
    onopentag(name, attribs) {
      if (templateDepth === 0) tags.push({ name, attrs: new Map(Object.entries(attribs)) });
      if (name === 'template') templateDepth++;
    },
    onclosetag(name) {
      if (name === 'template' && templateDepth > 0) templateDepth--;
    },
  });
  parser.write(source);
  parser.end();
  return tags;
}
