// gatsby-plugin-sharp ships no types. The build loads the package (and its job runner, in a test) only for what loading
// does: its image job queue and sharp settings (src/gatsby/image-jobs.ts).
declare module "gatsby-plugin-sharp"
declare module "gatsby-plugin-sharp/gatsby-worker"
