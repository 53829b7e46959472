/** A response status as its heading reads: `404 Not Found`, `2XX responses`, `Default response`. */
const STATUS_TEXT: Record<string, string> = {
  '100': 'Continue', '101': 'Switching Protocols', '200': 'OK', '201': 'Created', '202': 'Accepted', '203': 'Non-Authoritative Information',
  '204': 'No Content', '205': 'Reset Content', '206': 'Partial Content', '207': 'Multi-Status', '300': 'Multiple Choices', '301': 'Moved Permanently',
  '302': 'Found', '303': 'See Other', '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect', '400': 'Bad Request',
  '401': 'Unauthorized', '402': 'Payment Required', '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '406': 'Not Acceptable',
  '408': 'Request Timeout', '409': 'Conflict', '410': 'Gone', '411': 'Length Required', '412': 'Precondition Failed', '413': 'Content Too Large',
  '415': 'Unsupported Media Type', '416': 'Range Not Satisfiable', '417': 'Expectation Failed', '418': "I'm a teapot", '422': 'Unprocessable Content',
  '423': 'Locked', '424': 'Failed Dependency', '425': 'Too Early', '426': 'Upgrade Required', '428': 'Precondition Required', '429': 'Too Many Requests',
  '431': 'Request Header Fields Too Large', '451': 'Unavailable For Legal Reasons', '500': 'Internal Server Error', '501': 'Not Implemented',
  '502': 'Bad Gateway', '503': 'Service Unavailable', '504': 'Gateway Timeout', '505': 'HTTP Version Not Supported',
};

export function statusLabel(status: string): string {
  if (status === 'default') return 'Default response';
  if (/^\dXX$/i.test(status)) return `${status.toUpperCase()} responses`;
  return STATUS_TEXT[status] ? `${status} ${STATUS_TEXT[status]}` : status;
}
