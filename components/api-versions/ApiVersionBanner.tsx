import { Callout } from 'nextra/components';

/** At the top of every page of an older API version: which version this is, and the same page in the current one. */
export function ApiVersionBanner({
  version,
  current,
  currentHref,
  samePage,
  sunset,
}: {
  version: string;
  current: string;
  currentHref: string;
  samePage: boolean;
  sunset?: string;
}) {
  return (
    <Callout type="warning">
      <span data-testid="api-version-banner">
        <strong>
          You are reading version {version}; the current version is {current}.
        </strong>{' '}
        {sunset ? <>This version is deprecated and served until {sunset}. </> : null}
        <a href={currentHref}>
          {samePage ? `Read this page in version ${current}` : `Read the version ${current} reference`}
        </a>
        .
      </span>
    </Callout>
  );
}
