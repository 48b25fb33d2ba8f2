// Runs once per `playwright test`: builds the site twice (for the domain root and for the /milkpatrol/ path
// prefix), serves both, and tells the tests where through environment variables.
import path from "path"
import type { FullConfig } from "@playwright/test"
import { ensureBuilds } from "./support/builds"
import { serveBuild } from "./support/static-server"

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const project = config.configFile ? path.dirname(config.configFile) : process.cwd()
  const builds = ensureBuilds(project)
  // The root build is what Netlify serves, with its headers; GitHub Pages sends none of the site's own.
  const root = await serveBuild(builds.root, ``, { netlifyConfig: path.join(project, `netlify.toml`) })
  const prefixed = await serveBuild(builds.prefixed, builds.pathPrefix)
  // Workers inherit the runner's environment; the fixtures in support/test.ts read these.
  process.env.E2E_BASE_URL = root.url
  process.env.E2E_PREFIXED_URL = prefixed.url
  process.env.E2E_PATH_PREFIX = builds.pathPrefix
  process.env.E2E_ROOT_BUILD = builds.root
  process.env.E2E_PREFIXED_BUILD = builds.prefixed
  return async () => {
    await Promise.all([root.close(), prefixed.close()])
  }
}
