'use client';
import { CrashPage, type CrashPageProps } from '../components/behaviour/CrashPage';

/** A crash in a section's own layout (the theme chrome), which the sections' boundaries sit inside. */
export default function RootError(props: CrashPageProps) {
  return <CrashPage {...props} />;
}
