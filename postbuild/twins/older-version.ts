/**
 * The twins of an older API version's reference (`/api-versions/v1-3-0/…`): the page's own twin
 * under the words its banner says, so a reader or an agent handed the Markdown alone still knows
 * which version it reads and where the current one is. They are written beside the page like any
 * twin, but llms.txt leaves them out: it lists what the site is about today.
 */
import { currentVersionTarget, locateRoute, type VersionsData } from '../../shared/reference-versions.ts';
import { isOlderVersionRoute } from '../../shared/api/api-versions.ts';
import { blockquote, link, paragraph, strong, text, type Block } from './markdown.ts';

export { isOlderVersionRoute };

/** The banner of an older version's page as Markdown; undefined for a page of the current version or of no version. */
export function olderVersionNotice(data: VersionsData, route: string): Block | undefined {
  const here = locateRoute(data, route);
  const current = data.versions[0];
  if (!here || here.version.version === current.version) return undefined;
  const { href, samePage } = currentVersionTarget(data, here.version, here.page);
  const sunset = here.version.sunset ? ` This version is deprecated and served until ${here.version.sunset}.` : '';
  return blockquote(
    paragraph(
      strong(text(`You are reading version ${here.version.version}; the current version is ${current.version}.`)),
      text(`${sunset} `),
      link(
        href,
        text(
          samePage ? `Read this page in version ${current.version}` : `Read the version ${current.version} reference`,
        ),
      ),
      text('.'),
    ),
  );
}
