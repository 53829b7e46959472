export { DocCards } from './DocCards';
export { Hero } from './Hero';
export { PageTags } from './PageTags';
export { TagIndex } from './TagIndex';
export { TagRedirect } from './TagRedirect';
