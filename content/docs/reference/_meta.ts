export default {
  'category-sandgarden-reference': { title: 'Overview', href: '/category/sandgarden-reference' },
  architecture: 'Architecture',
  'local-development': 'Local development',
  'director-pool-aws': 'Director pool in AWS',
  schemas: 'Schemas',
  'test-suites': 'Test suites',
  'test-suite-lifecycle': { display: 'hidden' },
  versions: 'Versions',
  connectors: 'Connectors',
};
