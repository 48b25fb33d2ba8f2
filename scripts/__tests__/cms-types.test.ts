/** @jest-environment node */
// `npm run cms` leaves the tracked GraphQL types alone: its development server, which rewrites them whenever an edit
// changes the data, writes them under .cache/ instead; builds still write src/gatsby-types.d.ts.
import type { GatsbyConfig } from "gatsby"

function configWith(localServer: string | undefined): GatsbyConfig {
  const saved = process.env.CMS_LOCAL_SERVER
  if (localServer === undefined) delete process.env.CMS_LOCAL_SERVER
  else process.env.CMS_LOCAL_SERVER = localServer
  try {
    let config: GatsbyConfig | undefined
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous load
      config = (require(`../../gatsby-config`) as { default: GatsbyConfig }).default
    })
    return config!
  } finally {
    if (saved === undefined) delete process.env.CMS_LOCAL_SERVER
    else process.env.CMS_LOCAL_SERVER = saved
  }
}

test(`npm run cms writes its GraphQL types under .cache/, a build into src/gatsby-types.d.ts`, () => {
  expect(configWith(`http://localhost:8081`).graphqlTypegen).toMatchObject({
    typesOutputPath: `.cache/cms-gatsby-types.d.ts`,
  })
  expect(configWith(undefined).graphqlTypegen).toMatchObject({ generateOnBuild: true })
  expect(configWith(undefined).graphqlTypegen).not.toHaveProperty(`typesOutputPath`)
})
