// Runs once per `playwright test`: builds two copies of the project at once (one for the domain root as Netlify builds
// it, twice, from the edited-content fixture; one for the /milkpatrol/ path prefix as GitHub Pages does, from the
// Pages fixture's four shows), serves both, and tells the tests where through environment variables.
import path from "path"
import type { FullConfig } from "@playwright/test"
import { ensureBuilds } from "./support/builds"
import { serveBuild } from "./support/static-server"

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const project = config.configFile ? path.dirname(config.configFile) : process.cwd()
  const builds = await ensureBuilds(project)
  // The root build is what Netlify serves, with the headers of the copy's netlify.toml; GitHub Pages sends none.
  const root = await serveBuild(builds.root, ``, { netlifyConfig: path.join(builds.site, `netlify.toml`) })
  const prefixed = await serveBuild(builds.prefixed, builds.pathPrefix)
  // Workers inherit the runner's environment; the fixtures in support/test.ts and support/content.ts read these.
  process.env.E2E_BASE_URL = root.url
  process.env.E2E_PREFIXED_URL = prefixed.url
  process.env.E2E_PATH_PREFIX = builds.pathPrefix
  process.env.E2E_ROOT_BUILD = builds.root
  process.env.E2E_PREFIXED_BUILD = builds.prefixed
  process.env.E2E_CONTENT = builds.content
  process.env.E2E_PREFIXED_CONTENT = builds.prefixedContent
  process.env.E2E_BUILD_LOGS = builds.logs
  process.env.E2E_PAGES_SITE = builds.pagesSite
  return async () => {
    await Promise.all([root.close(), prefixed.close()])
  }
}
