'use client';
import dynamic from 'next/dynamic';

// Only the versions page shows the picker: through `dynamic` its code is a chunk of its own
// (server-rendered as before) instead of a part of the MDX components every page loads.
const Picker = dynamic(() => import('./VersionPicker').then((picker) => picker.VersionPicker));

export function LazyVersionPicker() {
  return <Picker />;
}
