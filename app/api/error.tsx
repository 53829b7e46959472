'use client';
import { CrashPage, type CrashPageProps } from '../../components/behaviour/CrashPage';

/** A crash in this section's pages: shown inside the section's chrome, so the navbar still works. */
export default function SectionError(props: CrashPageProps) {
  return <CrashPage {...props} />;
}
