export default {
  'category-sandgarden-reference': { title: 'Overview', href: '/category/sandgarden-reference' },
  architecture: 'Architecture',
  'local-development': 'Local development',
  schemas: 'Schemas',
  'test-suites': 'Test suites',
  'test-suite-lifecycle': { display: 'hidden' },
  versions: 'Versions',
  connectors: 'Connectors',
};
