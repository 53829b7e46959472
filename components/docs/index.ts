export { DocCards } from './DocCards';
export { FlowFigure } from './FlowFigure';
export { Hero } from './Hero';
export { PageTags } from './PageTags';
export { TagIndex } from './TagIndex';
export { TagRedirect } from './TagRedirect';
