// The root build answered the way Netlify answers it, with Netlify's own packages: its redirect rules (the build's
// _redirects and netlify.toml, read by @netlify/redirect-parser and matched by netlify-redirector, through
// @netlify/redirects), its static file lookup (@netlify/static), its header rules (netlify-headers.ts, Netlify's
// parser), and its not-found page: public/404.html with status 404 when nothing else answers.
import fs from "fs"
import path from "path"
import { netlifyHeaderRules } from "./netlify-headers"

export interface NetlifyHost {
  /** Netlify's answer to a request for a path of the site */
  answer: (request: Request) => Promise<Response>
}

export async function netlifyHost({
  publishDir,
  netlifyConfig,
}: {
  publishDir: string
  netlifyConfig: string
}): Promise<NetlifyHost> {
  const [{ RedirectsHandler }, { StaticHandler }, headerRules] = await Promise.all([
    import(`@netlify/redirects`),
    import(`@netlify/static`),
    netlifyHeaderRules({ headersFile: path.join(publishDir, `_headers`), netlifyConfig }),
  ])
  const files = new StaticHandler({ directory: publishDir })
  const notFound = async (request: Request) => {
    const page = fs.readFileSync(path.join(publishDir, `404.html`))
    return withHeaders(
      request,
      new Response(page, { status: 404, headers: { "content-type": `text/html; charset=utf-8` } }),
    )
  }
  const redirects = new RedirectsHandler({
    configPath: netlifyConfig,
    configRedirects: [],
    jwtRoleClaim: ``,
    jwtSecret: ``,
    notFoundHandler: notFound,
    projectDir: path.dirname(netlifyConfig),
    publicDir: publishDir,
  })

  /** Every matching rule's headers, a header set by two rules with both values joined (as Netlify sends them). */
  function withHeaders(request: Request, response: Response): Response {
    for (const [name, value] of Object.entries(headerRules.forPath(new URL(request.url).pathname)))
      response.headers.set(name, value)
    return response
  }

  const staticFile = async (request: Request) => {
    const file = await files.match(request)
    return file && (async () => withHeaders(request, await file.handle()))
  }

  return {
    answer: async (request) => {
      const rule = await redirects.match(request)
      if (rule) {
        const answered = await redirects.handle(request, rule, staticFile)
        if (answered) return answered
      }
      const file = await staticFile(request)
      return file ? file() : notFound(request)
    },
  }
}
