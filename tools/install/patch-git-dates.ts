/**
 * Nextra dates each page of a production build by the last commit of its file, walking the
 * history from HEAD until a commit touches it. A file HEAD does not hold (every generated page:
 * they are built, not committed) is walked to the first commit and then logged as a failure, one
 * warning per page in every build. Our generated pages are dated by their own ledger
 * (app/_lib/page-date.ts), so after install Nextra asks git only for files HEAD holds. Applied by
 * tools/install/patch-theme.ts; idempotent; fails loudly when Nextra's code no longer matches.
 */
import { exactEdits, type Edit } from './patch-edits.ts';

const EDITS: Edit[] = [
  [
    `  const relativePath = path.relative(GIT_ROOT, filePath);
  try {
    return await repository.getFileLatestModifiedDateAsync(relativePath);`,
    `  const relativePath = path.relative(GIT_ROOT, filePath);
  try {
    if (!repository.head().peelToTree().getPath(relativePath)) return;
    return await repository.getFileLatestModifiedDateAsync(relativePath);`,
  ],
];

export const patchGitDates = exactEdits(EDITS, "Nextra's last-commit lookup", 'tools/install/patch-git-dates.ts');
