// Lint (`npm run lint`): ESLint's, typescript-eslint's and React hooks' recommended rules, for the site, its tests,
// its scripts and its configuration. Formatting is Prettier's business, not ESLint's.
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import { defineConfig, globalIgnores } from "eslint/config"
import globals from "globals"
import tseslint from "typescript-eslint"

// The site's layers, from the bottom: a file imports only from its own layer or below. This list is where they are
// declared (the README repeats them in words, under "What is where"): the band's facts and the site's addresses; the
// content model; shows with their calendars and feeds, and the booking kit; search and security; the content editor
// that runs at /admin/; the build's hooks into Gatsby (the editor's page and bundle, the hosts, the site's bundle) and
// `npm run cms`'s local editing server; what React draws (hooks, state, themes, components); pages and templates.
// Tests, proofs and benchmarks share src/test-support/, which nothing else imports; what runs in the browser (the
// editor and what React draws) imports no Node module.
const layers = [
  [`site`],
  [`content-model`],
  [`shows`, `booking`],
  [`seo`, `security`],
  [`editor`],
  [`gatsby`, `build`, `hosts`, `editing-server`],
  [`hooks`, `state`, `themes`, `components`, `images`, `styles`],
  [`pages`, `templates`],
]
const testSupport = [`test-support`, `__mocks__`, `__fixtures__`]
const browserLayers = [`editor`, ...layers.slice(6).flat()]
const nodeModules = [`fs`, `path`, `os`, `child_process`, `sharp`, `crypto`, `http`, `net`, `worker_threads`]
/** An import of one of `folders`, however many folders up it is written from (or from outside src/). */
const importOf = (folders) => `^(\\.\\./)+(src/)?(${folders.join(`|`)})(/|$)`
const layerRules = layers.map((folders, index) => {
  const above = [...layers.slice(index + 1).flat(), ...testSupport]
  const inBrowser = folders.some((folder) => browserLayers.includes(folder))
  return {
    files: [
      ...folders.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
      // The root wrapper and Gatsby's browser file sit with pages: nothing imports them.
      ...(index === layers.length - 1 ? [`src/root-element.tsx`, `gatsby-browser.tsx`] : []),
    ],
    ignores: [`**/__tests__/**`, `**/__fixtures__/**`],
    rules: {
      "no-restricted-imports": [
        `error`,
        {
          ...(inBrowser
            ? {
                paths: nodeModules
                  .flatMap((name) => [name, `node:${name}`])
                  .map((name) => ({
                    name,
                    message: `This runs in the browser, which has no Node modules.`,
                  })),
              }
            : {}),
          patterns: [
            {
              regex: importOf(above),
              message: `${folders.join(`, `)} may import only from its own layer or below (eslint.config.mjs, layers).`,
            },
          ],
        },
      ],
    },
  }
})

// The editor's rules of editing (src/editor/core/) know no editor app, no page and no storage: the adapter
// (src/editor/decap/) hands them in. So the core imports neither the adapter nor Decap's packages, and names none
// of the browser's globals.
const editorLayerRule = layerRules[layers.findIndex((folders) => folders.includes(`editor`))]
const [, editorImports] = editorLayerRule.rules[`no-restricted-imports`]
const editorCoreRule = {
  files: [`src/editor/core/**/*.ts`],
  ignores: [`**/__tests__/**`],
  rules: {
    "no-restricted-imports": [
      `error`,
      {
        ...editorImports,
        patterns: [
          ...editorImports.patterns,
          {
            regex: `^(\\.\\./)+decap(/|$)|^decap-cms|^idb-keyval$`,
            message: `The editor's core knows no editor app nor storage: the adapter in src/editor/decap/ hands them in.`,
          },
        ],
      },
    ],
    "no-restricted-globals": [
      `error`,
      ...[`window`, `document`, `localStorage`, `sessionStorage`, `indexedDB`, `location`, `navigator`]
        .concat([`alert`, `confirm`, `fetch`, `File`, `Blob`, `createImageBitmap`, `setTimeout`])
        .map((name) => ({
          name,
          message: `The editor's core knows no page: the adapter hands in what it needs.`,
        })),
    ],
  },
}

export default defineConfig(
  // What builds and tools write, and the types Gatsby generates.
  globalIgnores([
    `.cache/`,
    `public/`,
    `bench/`,
    `test-results/`,
    `playwright-report/`,
    `e2e/.builds/`,
    `src/gatsby-types.d.ts`,
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  // React code lives in src/ and Gatsby's browser and SSR files; elsewhere `use` is Playwright's fixture callback.
  { files: [`src/**/*.{ts,tsx}`, `gatsby-*.tsx`], extends: [reactHooks.configs.flat.recommended] },
  {
    // Playwright's fixtures that need no other fixture take an empty object pattern, `async ({}, use) => ...`.
    files: [`e2e/**/*.ts`],
    rules: { "no-empty-pattern": [`error`, { allowObjectPatternsAsParameters: true }] },
  },
  {
    // A leading underscore marks what is left unused on purpose (a mock's props, a variable split off with ...rest).
    rules: {
      "@typescript-eslint/no-unused-vars": [
        `error`,
        { argsIgnorePattern: `^_`, varsIgnorePattern: `^_`, ignoreRestSiblings: true },
      ],
    },
  },
  ...layerRules,
  editorCoreRule,
  {
    // The CommonJS files Node and Jest load directly.
    files: [`**/*.js`],
    languageOptions: { sourceType: `commonjs`, globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": `off` },
  },
  {
    files: [`**/*.mjs`],
    languageOptions: { globals: globals.node },
  },
)
