import { Callout } from 'nextra/components';

/**
 * At the top of every page of an older release's reference: which release this is and what its
 * status means, and the same page in the current release (or its overview when the page's item is gone).
 */
export function ReferenceVersionBanner({
  heading,
  note,
  href,
  linkText,
  testId,
}: {
  heading: string;
  note?: string;
  href: string;
  linkText: string;
  testId: string;
}) {
  return (
    <Callout type="warning">
      <span data-testid={testId}>
        <strong>{heading}</strong> {note ? <>{note} </> : null}
        <a href={href}>{linkText}</a>.
      </span>
    </Callout>
  );
}
