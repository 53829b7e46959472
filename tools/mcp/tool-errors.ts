/**
 * A tool's input the server cannot answer (an unknown route, operation, command or release; a
 * path outside the built site). The server turns it into a tool error result, so the model reads
 * the message, which names what was asked, why it failed and what to send instead.
 */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}
