// Lint (`npm run lint`): ESLint's, typescript-eslint's and React hooks' recommended rules, for the site, its tests,
// its scripts and its configuration. Formatting is Prettier's business, not ESLint's.
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import { defineConfig, globalIgnores } from "eslint/config"
import globals from "globals"
import tseslint from "typescript-eslint"

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
