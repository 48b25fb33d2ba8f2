// Types for what webpack imports that TypeScript cannot see: CSS module class names.
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}
