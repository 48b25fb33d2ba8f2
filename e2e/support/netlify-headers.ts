// Netlify's header rules for a built site, read with Netlify's own parser, and the headers it sends for a path:
// every matching rule applies, and a header that two rules set gets both values joined, as Netlify does.
import type { Header } from "@netlify/headers-parser"

export interface NetlifyHeaderRules {
  rules: Header[]
  /** The headers Netlify adds to the response for this request path */
  forPath: (requestPath: string) => Record<string, string>
  /** How many rules matching this path set this header (exactly one is the only safe answer) */
  rulesSetting: (requestPath: string, header: string) => Header[]
}

export async function netlifyHeaderRules({
  headersFile,
  netlifyConfig,
}: {
  headersFile: string
  netlifyConfig: string
}): Promise<NetlifyHeaderRules> {
  const { parseAllHeaders } = await import(`@netlify/headers-parser`)
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath: netlifyConfig,
    configHeaders: undefined,
    minimal: false,
  })
  if (errors.length > 0) throw new Error(`Netlify could not read the headers: ${errors.join(`; `)}`)
  const rules = headers as Header[]
  const matching = (requestPath: string) => rules.filter((rule) => rule.forRegExp.test(requestPath))
  return {
    rules,
    forPath: (requestPath) => {
      const sent: Record<string, string> = {}
      for (const rule of matching(requestPath))
        for (const [name, value] of Object.entries(rule.values)) {
          const key = Object.keys(sent).find((known) => known.toLowerCase() === name.toLowerCase()) ?? name
          sent[key] = sent[key] === undefined ? value : `${sent[key]}, ${value}`
        }
      return sent
    },
    rulesSetting: (requestPath, header) =>
      matching(requestPath).filter((rule) =>
        Object.keys(rule.values).some((name) => name.toLowerCase() === header.toLowerCase()),
      ),
  }
}
