'use client';
import { VersionPicker } from './VersionPicker';

// Imported as it is, not through `dynamic`: since the docs' and the API's pickers share one select
// (components/version-picker/), Turbopack folds the picker's lazy chunk into the shared one and the
// page kept preloading a chunk no build writes (the link gate's finding).
export function LazyVersionPicker() {
  return <VersionPicker />;
}
