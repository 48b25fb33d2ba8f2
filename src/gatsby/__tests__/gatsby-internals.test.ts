/** @jest-environment node */
// Each name in gatsby-internals.ts, checked against the installed Gatsby and the webpack it brings (their files and
// their own rule makers, never a build), so that an upgrade which moves one fails here and not in a phone's download.
import { spawnSync } from "child_process"
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import {
  browserBundleStatsFile,
  cacheWithoutPublicIsDeleted,
  gatsbyCacheData,
  compiledGatsbyNode,
  frameworkAndAppScripts,
  headApiBrowserHandler,
  headApiBrowserHandlerModule,
  imageJobFolder,
  imageJobQueueModule,
  isCssLoader,
  isImageRule,
  isPageComponent,
  isUrlLoader,
  manifestBrowserHooks,
  manifestBrowserHooksModule,
  matchPathsModule,
  notFoundPagePath,
  partytownBrowserHooks,
  partytownBrowserHooksModule,
  sharedCodeCacheGroup,
  webpackAssetStage,
  type WebpackRule,
} from "../gatsby-internals"
import { classNameOf, shortenClassNames, stylesheetImagesAsFiles } from "../webpack"

const projectDir = path.resolve(__dirname, `..`, `..`, `..`)
const gatsbyDir = path.dirname(require.resolve(`gatsby/package.json`))
/** Packages as Gatsby itself finds them (the copies its build runs), not necessarily the project's own. */
const requireAsGatsby = createRequire(path.join(gatsbyDir, `package.json`))

function source(file: string): string {
  return fs.readFileSync(file, `utf8`)
}

const gatsbySource = (file: string) => source(path.join(gatsbyDir, `dist`, file))
const webpackConfigSource = gatsbySource(path.join(`utils`, `webpack.config.js`))

/** The rules Gatsby's own rule makers give a stage, by their names there. */
interface GatsbyRules {
  fonts: WebpackRule
  images: WebpackRule
  media: WebpackRule
  cssModules: WebpackRule
  css: WebpackRule
}

const stages = [`build-javascript`, `build-html`] as const

/**
 * Made in a Node of their own, for both stages at once: in Jest, Gatsby's files would first pass through Babel, which
 * takes far longer than making the rules does.
 */
function gatsbyRules(): Record<(typeof stages)[number], GatsbyRules> {
  const makeRules = `
    const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils")
    const made = {}
    for (const stage of process.argv.slice(1)) {
      const { rules } = createWebpackUtils(stage, { directory: process.cwd(), browserslist: [] })
      made[stage] = { fonts: rules.fonts(), images: rules.images(), media: rules.media(), cssModules: rules.cssModules(), css: rules.css() }
    }
    process.stdout.write(JSON.stringify(made, (key, value) => (value instanceof RegExp ? { regexp: value.source } : value)))
  `
  const run = spawnSync(process.execPath, [`-e`, makeRules, ...stages], { cwd: projectDir, encoding: `utf8` })
  if (run.status !== 0) throw new Error(`Gatsby's rule makers failed: ${run.stderr}`)
  return JSON.parse(run.stdout, (key, value: unknown) =>
    key === `test` && typeof value === `object` && value && `regexp` in value
      ? new RegExp(String(value.regexp))
      : value,
  ) as Record<(typeof stages)[number], GatsbyRules>
}

function loaders(rule: WebpackRule) {
  return [rule.use ?? []].flat().filter((use) => typeof use === `object`)
}

test(`Gatsby's Partytown browser hooks are in the file named, and webpack meets it by the pattern named`, () => {
  const file = require.resolve(partytownBrowserHooksModule)
  expect(fs.existsSync(file)).toBe(true)
  expect(file).toMatch(partytownBrowserHooks)
  expect(file.replaceAll(`/`, `\\`)).toMatch(partytownBrowserHooks)
})

test(`Gatsby's page renderer calls the Head API handler named, which a build copies into .cache/ where webpack meets it`, () => {
  const file = require.resolve(headApiBrowserHandlerModule)
  const cacheDir = path.join(gatsbyDir, `cache-dir`)
  expect(path.dirname(path.dirname(file))).toBe(cacheDir)
  expect(source(path.join(cacheDir, `page-renderer.js`))).toContain(
    `import { headHandlerForBrowser } from "./${path
      .relative(cacheDir, file)
      .replace(/\.js$/, ``)
      .replaceAll(path.sep, `/`)}"`,
  )
  // Gatsby works from a copy of cache-dir in the project's .cache/.
  expect(gatsbySource(path.join(`services`, `initialize.js`))).toMatch(
    /const srcDir = `\$\{__dirname\}\/..\/..\/cache-dir`;[^]*?fs\.copy\(srcDir, siteDir/,
  )
  const copy = path.join(projectDir, `.cache`, path.relative(cacheDir, file))
  expect(copy).toMatch(headApiBrowserHandler)
  expect(copy.replaceAll(`/`, `\\`)).toMatch(headApiBrowserHandler)
})

test(`gatsby-plugin-manifest's browser hooks are in the file named, and webpack meets it by the pattern named`, () => {
  const file = require.resolve(manifestBrowserHooksModule)
  expect(fs.existsSync(file)).toBe(true)
  expect(file).toMatch(manifestBrowserHooks)
  expect(file.replaceAll(`/`, `\\`)).toMatch(manifestBrowserHooks)
})

test(`Gatsby's browser runtime imports the match paths by the name named, and reads them only to find a page`, () => {
  const cacheDir = path.join(gatsbyDir, `cache-dir`)
  // The code, without its comment lines.
  const code = (file: string) => source(path.join(cacheDir, file)).replace(/^\s*\/\/.*$/gm, ``)
  const productionApp = code(`production-app.js`)
  const [, request] = /^import matchPaths from "([^"]+)"$/m.exec(productionApp) ?? []
  expect(request).toMatch(matchPathsModule)
  // Handed to the loader, and nowhere else ...
  expect(productionApp.match(/\bmatchPaths\b/g)).toEqual([`matchPaths`, `matchPaths`])
  expect(productionApp).toContain(`new ProdLoader(asyncRequires, matchPaths, window.pageData)`)
  // ... which keeps them for find-path.js, whose look-ups are what an address's page is found by: an address no
  // entry matches is its own page.
  expect(code(`loader.js`).match(/\bmatchPaths\b/g)).toHaveLength(4)
  expect(code(`find-path.js`)).toMatch(
    /let foundPath = findMatchPath\(trimmedPathname\)\n\n {2}if \(!foundPath\) \{\n {4}foundPath = cleanPath\(rawPathname\)/,
  )
  // The list is every page with a match path and every page such a path would hide, written under that name.
  const requiresWriter = gatsbySource(path.join(`bootstrap`, `requires-writer.js`))
  expect(requiresWriter).toContain(`writeAndMove(\`${request}\`, \`match-paths.json\``)
  expect(requiresWriter).toContain(`const isInsideMatchPath = !!matchPathPages.find(`)
})

test(`Gatsby writes each chunk's files into public/webpack.stats.json, before it builds the HTML renderer`, () => {
  const extractor = gatsbySource(path.join(`utils`, `gatsby-webpack-stats-extractor.js`))
  const [folder, file] = browserBundleStatsFile.split(path.sep)
  expect(extractor).toContain(`join(\`${folder}\`, \`${file}\`)`)
  expect(extractor).toContain(`assetsByChunkName`)
  const build = gatsbySource(path.join(`commands`, `build.js`))
  const browserBundle = build.indexOf(`buildProductionBundle)(`)
  const htmlRenderer = build.indexOf(`buildRenderer)(`)
  expect(browserBundle).toBeGreaterThan(-1)
  expect(htmlRenderer).toBeGreaterThan(browserBundle)
})

test(`Gatsby compiles gatsby-node and what it imports into the one file named, before every build`, () => {
  const compiler = gatsbySource(path.join(`utils`, `parcel`, `compile-gatsby-files.js`))
  const [cache, compiled, file] = compiledGatsbyNode.split(path.sep)
  expect(compiler).toContain(`const COMPILED_CACHE_DIR = \`${cache}/${compiled}\`;`)
  expect(compiler).toContain(
    `resolvedCompiledGatsbyNode: findCompiledLocalPluginModule(rootDir, pluginName, \`${path.basename(file!, `.js`)}\`)`,
  )
  expect(compiler).toContain(`const compiledPathForModule = \`\${compiledPathForPlugin}/\${moduleName}.js\`;`)
})

test(`React and Gatsby's runtime are the scripts framework-<hash>.js and app-<hash>.js`, () => {
  expect(webpackConfigSource).toContain(`filename: \`[name]-[contenthash].js\``)
  expect(webpackConfigSource).toContain(`name: \`framework\``)
  expect(webpackConfigSource).toMatch(/\bapp: directoryPath\(/)
  // The hash in webpack's default digest, hexadecimal.
  expect(
    source(path.join(path.dirname(requireAsGatsby.resolve(`webpack`)), `config`, `defaults.js`)),
  ).toContain(`D(output, "hashDigest", "hex")`)
  for (const name of [`framework`, `app`])
    expect(`${name}-0123456789abcdef.js`).toMatch(frameworkAndAppScripts)
  expect(`commons-0123456789abcdef.js`).not.toMatch(frameworkAndAppScripts)
})

test(`webpack minifies with Terser at the stage named, and writes source maps at the later one named`, () => {
  const { Compilation } = requireAsGatsby(`webpack`) as typeof import("webpack")
  expect(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE).toBe(webpackAssetStage.optimizeSize)
  expect(Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING).toBe(webpackAssetStage.devTooling)
  expect(source(requireAsGatsby.resolve(`terser-webpack-plugin`))).toContain(
    `stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE`,
  )
  const webpackLib = path.dirname(requireAsGatsby.resolve(`webpack`))
  expect(source(path.join(webpackLib, `SourceMapDevToolPlugin.js`))).toContain(
    `stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING`,
  )
  // The banner plugin takes the stage it is given.
  expect(source(path.join(webpackLib, `BannerPlugin.js`))).toMatch(
    /const stage =\s+this\.options\.stage \|\|/,
  )
})

test(`Gatsby's production bundle has the cache group named, for code that two pages' chunks share`, () => {
  const production = webpackConfigSource.slice(
    webpackConfigSource.indexOf(`if (stage === \`build-javascript\`) {`),
  )
  const cacheGroups = production.slice(production.indexOf(`cacheGroups: {`))
  // The group's own lines: from its name to the closing brace at its indentation.
  const sharedGroup = new RegExp(`\\n( +)${sharedCodeCacheGroup}: \\{\\n[^]*?\\n\\1\\}`).exec(
    cacheGroups,
  )?.[0]
  expect(sharedGroup).toMatch(/^\s+minChunks: 2,$/m)
})

let rulesByStage: ReturnType<typeof gatsbyRules>
beforeAll(() => {
  rulesByStage = gatsbyRules()
}, 30_000)

describe.each(stages)(`Gatsby's rules for %s`, (stage) => {
  let made: GatsbyRules
  /** As Gatsby's configuration holds them: CSS modules and plain CSS are the two choices of one rule. */
  let rules: WebpackRule[]
  beforeAll(() => {
    made = rulesByStage[stage]
    rules = [made.fonts, made.images, made.media, { oneOf: [made.cssModules, made.css] }]
  })

  test(`its image rule is the one told apart, its loader url-loader: pictures in a stylesheet become files`, () => {
    expect(webpackConfigSource).toContain(`rules.fonts(), rules.images(), rules.media()`)
    expect(rules.filter(isImageRule)).toEqual([made.images])
    expect(loaders(made.images).filter(isUrlLoader)).toHaveLength(1)
    stylesheetImagesAsFiles(rules)
    expect(loaders(made.images)[0]?.options?.limit).toBe(false)
    expect(loaders(made.fonts)[0]?.options?.limit).toBe(10_000)
  })

  test(`its CSS-module rule names classes through css-loader's modules options`, () => {
    expect(webpackConfigSource).toContain(`oneOf: [rules.cssModules(), rules.css()]`)
    shortenClassNames(rules)
    const modulesOptions = (rule: WebpackRule) => loaders(rule).find(isCssLoader)?.options?.modules
    expect(modulesOptions(made.cssModules)).toMatchObject({ getLocalIdent: classNameOf })
    expect(modulesOptions(made.css)).toBe(false)
  })
})

test(`src/pages/404.tsx becomes the not-found page named, which Gatsby also copies to /404.html for hosts`, () => {
  const requireAsPageCreator = createRequire(requireAsGatsby.resolve(`gatsby-plugin-page-creator`))
  const pageUtils = requireAsPageCreator(`gatsby-page-utils`) as typeof import("gatsby-page-utils")
  const trailingSlash = /\btrailingSlash: `(\w+)`/.exec(
    source(path.join(projectDir, `gatsby-config.ts`)),
  )?.[1]
  expect(pageUtils.applyTrailingSlashOption(pageUtils.createPath(`404.tsx`), trailingSlash as `always`)).toBe(
    notFoundPagePath,
  )
  const statusPages = gatsbySource(path.join(`internal-plugins`, `prod-404-500`, `gatsby-node.js`))
  const statusPagePath = /const result = \/(.+?)\/\.exec\(action\.payload\.path\)/.exec(statusPages)?.[1]
  expect(notFoundPagePath).toMatch(new RegExp(String(statusPagePath)))
  expect(statusPages).toContain("path: `/${status}.html`")
})

describe(`gatsby-plugin-sharp's image jobs`, () => {
  const pluginDir = path.dirname(require.resolve(`gatsby-plugin-sharp/package.json`))
  /** A file of the plugin, without its comment lines. */
  const pluginCode = (file: string) =>
    source(path.join(pluginDir, file)).replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, ``)

  test(`the queue is made as the module named loads, from Gatsby's count of cores less one`, () => {
    const queueModule = require.resolve(imageJobQueueModule)
    expect(path.dirname(queueModule)).toBe(pluginDir)
    const code = pluginCode(path.basename(queueModule))
    // At the module's top level (not indented), sized once.
    expect(code).toMatch(/^const q = queue\(/m)
    expect(code).toContain(`Math.max(1, cpuCoreCount() - 1)`)
    expect(code).toContain(`require(\`./process-file\`)`)
  })

  test(`its encoder sets sharp to one thread as it loads, once, at its top level`, () => {
    expect(pluginCode(`process-file.js`).match(/^\S.*\.concurrency\((\d+)\);$/gm)).toEqual([
      `_safeSharp.default.concurrency(1);`,
    ])
  })

  test(`its pictures of a source file go to public/static/<the file's content digest>/, an MD5 in hexadecimal`, () => {
    const code = pluginCode(`index.js`)
    expect(
      code.match(/path\.join\(process\.cwd\(\), `public`, `static`, file\.internal\.contentDigest\)/g),
    ).toHaveLength(2)
    const { createContentDigest } = requireAsGatsby(`gatsby-core-utils`) as typeof import("gatsby-core-utils")
    expect(createContentDigest(`a poster`)).toMatch(imageJobFolder)
    expect(createContentDigest({ a: `poster` })).toMatch(imageJobFolder)
  })

  test(`Gatsby hands back a finished job's result from its record, without looking for the files it wrote`, () => {
    const internalActions = gatsbySource(path.join(`redux`, `actions`, `internal.js`))
    const createJob = internalActions.slice(internalActions.indexOf(`const createJobV2FromInternalJob =`))
    const reused = createJob.slice(0, createJob.indexOf(`getEngineContext`))
    expect(reused).toContain(
      `if (currentState.jobsV2 && currentState.jobsV2.complete.has(jobContentDigest)) {`,
    )
    expect(reused).toContain(
      `return Promise.resolve(currentState.jobsV2.complete.get(jobContentDigest).result);`,
    )
    expect(reused).not.toMatch(/exists|stat\(/)
  })
})

test(`Gatsby deletes a cache it finds without public/ beside it, and looks for public/ after the onPreInit hooks`, () => {
  const initialize = gatsbySource(path.join(`services`, `initialize.js`))
  const onPreInit = initialize.indexOf(`apiRunnerNode.default)(\`onPreInit\``)
  const looked = initialize.indexOf(`const publicDirExists = fs.existsSync(publicDirectory);`)
  expect(onPreInit).toBeGreaterThan(-1)
  expect(looked).toBeGreaterThan(onPreInit)
  expect(initialize).toContain(`const ${cacheWithoutPublicIsDeleted};`)
  expect(initialize).toContain(`if (!oldPluginsHash || pluginsHash !== oldPluginsHash || cacheIsCorrupt) {`)
  expect(initialize).toMatch(/type: `DELETE_CACHE`,\s+cacheIsCorrupt/)
  // What it takes for a cache: its data folder.
  const [cache, data] = gatsbyCacheData.split(path.sep)
  expect(initialize).toContain(`const lmdbCacheDirectoryName = \`${data}\`;`)
  expect(initialize).toContain(
    `const lmdbCacheDirectory = \`\${program.directory}/${cache}/\${lmdbCacheDirectoryName}\`;`,
  )
  expect(initialize).toContain(`const cacheDirExists = lmdbCacheDirExists;`)
})

test(`Gatsby's store holds the pages' components by their paths, and hands each file to preprocessSource before parsing it`, () => {
  const reducer = gatsbySource(path.join(`redux`, `reducers`, `components.js`))
  expect(reducer).toContain(`state.set(action.payload.componentPath, component);`)
  expect(gatsbySource(path.join(`query`, `file-parser.js`))).toContain(
    `apiRunnerNode(\`preprocessSource\`, {`,
  )
  const store = { getState: () => ({ components: new Map([[`/site/src/pages/index.tsx`, {}]]) }) } as never
  expect(isPageComponent(store, `/site/src/pages/index.tsx`)).toBe(true)
  expect(isPageComponent(store, `/site/src/components/layout.tsx`)).toBe(false)
})
