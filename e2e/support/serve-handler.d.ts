// The few parts of serve-handler (which ships no types) that the test server uses.
declare module "serve-handler" {
  import type { IncomingMessage, ServerResponse } from "http"

  interface ServeHandlerOptions {
    public?: string
    cleanUrls?: boolean
    trailingSlash?: boolean
    directoryListing?: boolean
    etag?: boolean
    headers?: { source: string; headers: { key: string; value: string }[] }[]
  }

  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ServeHandlerOptions,
  ): Promise<void>
}
