// The size the build draws the logo at for bookers' PNG downloads (src/booking/press-logos.ts), worked out here so
// that the checker refuses, in the band's words, a logo the build could not draw: sharp draws an SVG at a density of
// 1 to 100,000 dots per inch and stops at a pixel limit, and a drawing that says width="1" height="1" around a
// 400×200 viewBox asks for 172,800 dots per inch.
import { spawn } from "child_process"
import { once } from "events"
import { createRequire } from "module"
import path from "path"
import sharp from "sharp"
import { imageLimits } from "./image-words"

/** How wide the PNG downloads are: a poster printed at 300 dpi, 8 inches across. */
export const pressPngWidth = 2400

/** The densities sharp (librsvg) draws an SVG at, in dots per inch: anything else stops it. */
const densities = { least: 1, most: 100_000 }
/** The density at which an SVG's width and height count as pixels, as sharp reads them. */
const cssDensity = 72

/** How the build draws the logo: at `density`, for a PNG `pressPngWidth` wide and `pngHeight` high. */
export interface LogoDrawing {
  /** The drawing's size in pixels, as its <svg> gives it (or its contents, when it gives none). */
  width: number
  height: number
  density: number
  pngHeight: number
}

/** The width, height and viewBox attributes of an SVG's opening <svg> tag, as written. */
export function svgSizeAttributes(svg: string): { width?: string; height?: string; viewBox?: string } {
  const opening = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? ``
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(opening)?.[1] ?? undefined
  return { width: attribute(`width`), height: attribute(`height`), viewBox: attribute(`viewBox`) }
}

/** How the build draws a drawing of `width`×`height` pixels, or why it cannot, in words that follow "because". */
function drawingAt(width: number, height: number): LogoDrawing | { problem: string } {
  const density = (cssDensity * pressPngWidth) / width
  const pngHeight = Math.round((height * pressPngWidth) / width)
  if (density > densities.most)
    return {
      problem: `its <svg> is only ${width}×${height} pixels, so drawing the ${pressPngWidth}-pixel-wide PNG download from it would take ${grouped(Math.round(density))} dots per inch, more than the ${grouped(densities.most)} the drawing library can`,
    }
  if (density < densities.least)
    return {
      problem: `its <svg> is ${grouped(width)} pixels wide, so drawing the ${pressPngWidth}-pixel-wide PNG download from it would take less than ${densities.least} dot per inch, which the drawing library cannot`,
    }
  if (pressPngWidth * pngHeight > imageLimits.pixels)
    return {
      problem: `its <svg> is ${width}×${height} pixels, ${grouped(Math.round(height / width))} times as tall as it is wide, so the ${pressPngWidth}-pixel-wide PNG download would be ${pressPngWidth}×${grouped(pngHeight)} pixels, more than the ${imageLimits.pixels / 1_000_000} megapixels the site draws`,
    }
  return { width, height, density, pngHeight }
}

/**
 * How the build draws the (sanitised) logo `svg`, or why it cannot, with what to write instead: the size of its
 * viewBox, when that size can be drawn.
 */
export async function logoDrawing(svg: string): Promise<LogoDrawing | { problem: string }> {
  // The size alone, whatever it is: judged below, before anything is drawn.
  const { width, height } = await sharp(Buffer.from(svg), { limitInputPixels: false }).metadata()
  if (!width || !height)
    return { problem: `it has no size; give its <svg> a width and height, like width="1000" height="500"` }
  const drawing = drawingAt(width, height)
  if (!(`problem` in drawing)) return drawing
  const [, , boxWidth, boxHeight] = (svgSizeAttributes(svg).viewBox ?? ``)
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  const fromBox =
    boxWidth && boxHeight && !(`problem` in drawingAt(Math.round(boxWidth), Math.round(boxHeight)))
      ? `give its <svg> the size of its viewBox: width="${boxWidth}" height="${boxHeight}"`
      : `in the drawing program, make the page the size of the logo itself (a few hundred to a few thousand pixels each way) and export the SVG again`
  return { problem: `${drawing.problem}; ${fromBox}` }
}

/** 172800 as "172,800", as people write large numbers. */
function grouped(value: number): string {
  return value.toLocaleString(`en-US`)
}

/**
 * How long drawing the logo once may take. The band's draws in a fraction of a second; a drawing written anew from
 * what a logo needs (safe-svg.ts) has no filter and a few thousand shapes at most, and this holds it to that.
 */
export const logoDrawingSeconds = 10

/**
 * Where sharp is, for the drawing process: found from this file's folder (Gatsby's bundle of it has no
 * require.resolve of its own, and keeps __dirname as the source's), whatever folder the checker runs in.
 */
const sharpModule = () => createRequire(path.join(__dirname, `logo-drawing.ts`)).resolve(`sharp`)

/**
 * Whether sharp draws `svg` once at the build's size (`drawing`) within `seconds`: in a process of its own, which is
 * ended at the limit, as sharp's own drawing cannot be stopped once started.
 */
export async function drawsInTime(
  svg: string,
  drawing: LogoDrawing,
  seconds = logoDrawingSeconds,
): Promise<boolean> {
  const draw = `
    const sharp = require(${JSON.stringify(sharpModule())})
    const chunks = []
    process.stdin.on("data", (chunk) => chunks.push(chunk))
    process.stdin.on("end", () =>
      sharp(Buffer.concat(chunks), { density: ${drawing.density}, limitInputPixels: ${imageLimits.pixels} })
        .resize({ width: ${pressPngWidth} })
        .raw()
        .toBuffer()
        .then(() => process.exit(0), () => process.exit(1)))`
  const drawer = spawn(process.execPath, [`-e`, draw], {
    stdio: [`pipe`, `ignore`, `ignore`],
    timeout: seconds * 1000,
    killSignal: `SIGKILL`,
  })
  drawer.stdin.end(svg)
  const [code] = (await once(drawer, `exit`)) as [number | null]
  return code === 0
}
