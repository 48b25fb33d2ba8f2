// The two engines besides Chromium that fans' browsers run, from Debian's packages and driven without any browser
// download: Gecko (Firefox) through puppeteer-core over WebDriver BiDi, and WebKit (every iPhone browser, Instagram's
// in-app browser) through WebKitGTK's own W3C WebDriver server and MiniBrowser, on a virtual X display.
// Both stand behind one small interface, so every check in the suite runs the same way in each.
import { execFile, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import getPort from "get-port"
import net from "net"
import os from "os"
import path from "path"
import puppeteer, { type Browser, type Page } from "puppeteer-core"
import { Builder, By, Capabilities, Key, type WebDriver } from "selenium-webdriver"

export type EngineName = `gecko` | `webkit`

export interface EngineOptions {
  /** Ask for reduced motion, as the visitor's system setting would. */
  reducedMotion?: boolean
  /**
   * Text-only zoom, as a factor (2 for 200 %), the way the engine's own setting makes it: every font size grows,
   * nothing else. Gecko's is exact; WebKit's steps by 20 %, so it takes the first step at or past the factor.
   */
  textZoom?: number
  /** Images not loaded at all, as a browser set not to load them (to save data) leaves them: no error, no picture. */
  imagesOff?: boolean
}

export type Paper = `Letter` | `A4`
/** Each paper's width and height, in centimetres (WebDriver's unit for printing). */
const paperSizes: Record<Paper, { width: number; height: number }> = {
  Letter: { width: 21.59, height: 27.94 },
  A4: { width: 21, height: 29.7 },
}
/** The margins a browser prints with by default, about 0.4 in, in centimetres. */
const printMargin = 1.016

/** One browser window of an engine, with what the suite does in it. */
export interface EnginePage {
  readonly engine: EngineName
  goto(url: string): Promise<void>
  /** Runs `body` (a function body; `arguments[0]` is `arg`) in the page and returns its (JSON) result. */
  run<T>(body: string, arg?: unknown): Promise<T>
  click(selector: string): Promise<void>
  /** Moves the pointer over what `selector` finds, as a mouse does, and leaves it there. */
  hover(selector: string): Promise<void>
  pressEscape(): Promise<void>
  /** Tab, as the keyboard moves focus (and the browser scrolls what it focuses into view). */
  pressTab(): Promise<void>
  /** Resizes the window so the page is `width` CSS pixels wide, or as near as the engine allows; returns the width. */
  resize(width: number, height: number): Promise<number>
  /** Console errors and uncaught page errors the engine reported since the last call (Gecko only; see below). */
  takeConsoleErrors(): string[]
  /**
   * The page printed on paper of this size at a browser's usual margins (about 0.4 in), as PDF bytes; undefined where
   * the engine's driver cannot print.
   */
  print: ((paper: Paper) => Promise<Uint8Array>) | undefined
  close(): Promise<void>
}

const requirements: Record<EngineName, { binary: string; debianPackage: string }[]> = {
  gecko: [{ binary: `/usr/bin/firefox-esr`, debianPackage: `firefox-esr` }],
  webkit: [
    { binary: `/usr/bin/WebKitWebDriver`, debianPackage: `webkit2gtk-driver` },
    { binary: `/usr/bin/Xvfb`, debianPackage: `xvfb` },
  ],
}
const miniBrowser = `/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser`

/** Stops the suite, naming the Debian package, when an engine is not installed: never a silent skip. */
export function requireEngine(engine: EngineName): void {
  for (const { binary, debianPackage } of requirements[engine]) {
    if (!fs.existsSync(binary))
      throw new Error(
        `${binary} is missing, so the ${engine} suite cannot run: install Debian's ${debianPackage} ` +
          `(apt-get install -y ${debianPackage}); .ci/run installs it when missing`,
      )
  }
}

export async function openEngine(engine: EngineName, options: EngineOptions = {}): Promise<EnginePage> {
  requireEngine(engine)
  return engine === `gecko` ? openGecko(options) : openWebKit(options)
}

// ---- WebKit ----

/**
 * Clicks what `selector` finds. A page that replaces the element while WebKit's driver takes hold of it (React
 * hydrating, a client-side navigation) makes the driver answer "stale element": the element is found again, at most
 * three times in all, as a person's second tap would. Any other error fails the test.
 */
async function clickFoundAgainIfReplaced(driver: WebDriver, selector: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await (await driver.findElement(By.css(selector))).click()
      return
    } catch (error) {
      if (attempt === 3 || (error as Error).name !== `StaleElementReferenceError`) throw error
    }
  }
}

// ---- Gecko ----

/**
 * puppeteer's setViewport sends WebDriver BiDi's browsingContext.setViewport and, beside it, a screen orientation
 * (emulation.setScreenOrientationOverride), which Firefox ESR 140 (Debian's firefox-esr) does not know. The viewport
 * is set all the same: that refusal alone is let through, as puppeteer lets through the touch override's, and the
 * window is waited for until it has the width asked. Any other error, or a width never reached, fails the test.
 */
async function setGeckoViewport(page: Page, width: number, height: number): Promise<void> {
  await page.setViewport({ width, height }).catch((error: unknown) => {
    if (!String(error).includes(`unknown command emulation.setScreenOrientationOverride`)) throw error
  })
  await waitForWindowSize(`Firefox`, async () => [await page.evaluate(() => window.innerWidth)], [width])
}

/**
 * Waits until `read` gives `wanted`: the page laid out at its window's new size (each engine answers the resize before
 * that). At most 10 s, then an error naming both sizes.
 */
async function waitForWindowSize(
  engine: string,
  read: () => Promise<number[]>,
  wanted: number[],
): Promise<void> {
  const asked = Date.now()
  for (let seen = await read(); seen.some((value, at) => value !== wanted[at]); seen = await read()) {
    if (Date.now() - asked > 10_000)
      throw new Error(`${engine}'s page is ${seen.join(` × `)} px, not the ${wanted.join(` × `)} px asked`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function openGecko({ reducedMotion, textZoom, imagesOff }: EngineOptions): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: `firefox`,
    executablePath: `/usr/bin/firefox-esr`,
    headless: true,
    extraPrefsFirefox: {
      "ui.prefersReducedMotion": reducedMotion ? 1 : 0,
      // Firefox's "Zoom text only": the system's text scale, applied to the text alone (behaviour 2).
      ...(textZoom
        ? { "ui.textScaleFactor": Math.round(textZoom * 100), "browser.display.os-zoom-behavior": 2 }
        : {}),
      // Firefox's own switch for loading no images (2: block them all).
      ...(imagesOff ? { "permissions.default.image": 2 } : {}),
    },
  })
  const page: Page = await browser.newPage()
  const errors: string[] = []
  page.on(`console`, (message) => {
    if (message.type() === `error`) errors.push(`console error: ${message.text()}`)
  })
  page.on(`pageerror`, (error) => errors.push(`page error: ${String(error)}`))
  return {
    engine: `gecko`,
    goto: async (url) => {
      await page.goto(url, { waitUntil: `load` })
    },
    // Given as an expression, which the driver evaluates outside the page's Content Security Policy (building a
    // function inside the page would be refused by it, as it should be).
    run: <T>(body: string, arg?: unknown) =>
      page.evaluate(
        `(async function () { ${body} }).call(null, ${JSON.stringify(arg ?? null)})`,
      ) as Promise<T>,
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    pressEscape: () => page.keyboard.press(`Escape`),
    pressTab: () => page.keyboard.press(`Tab`),
    resize: async (width, height) => {
      await setGeckoViewport(page, width, height)
      return page.evaluate(() => document.documentElement.clientWidth)
    },
    takeConsoleErrors: () => errors.splice(0),
    print: async (paper) => {
      const margin = `${printMargin}cm`
      const printed = await page.pdf({
        width: `${paperSizes[paper].width}cm`,
        height: `${paperSizes[paper].height}cm`,
        margin: { top: margin, right: margin, bottom: margin, left: margin },
        printBackground: false,
      })
      return new Uint8Array(printed)
    },
    close: () => browser.close(),
  }
}

// ---- WebKit ----

async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, `127.0.0.1`, () => {
        socket.end()
        resolve(true)
      })
      socket.on(`error`, () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} did not start listening on port ${port}`)
}

/** A virtual X display for MiniBrowser, which needs one even when nobody looks at it. */
async function startDisplay(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn(`Xvfb`, [`-displayfd`, `1`, `-screen`, `0`, `1280x1024x24`, `-nolisten`, `tcp`], {
    stdio: [`ignore`, `pipe`, `ignore`],
  })
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once(`data`, (data: Buffer) => resolve(data.toString().trim()))
    xvfb.once(`exit`, (code) => reject(new Error(`Xvfb exited with code ${code}`)))
  })
  return { display: `:${number}`, stop: () => xvfb.kill() }
}

/**
 * MiniBrowser zooms on Ctrl and the keypad's plus (one press each run), 20 % a step, but only from the real keyboard: WebDriver's key
 * presses go to the page, not to the browser's window. So the keys are pressed on the virtual display itself, with X's
 * XTest extension (libXtst, which WebKitGTK's accessibility packages bring) from a few lines of Python.
 */
const pressZoomKeys = `import ctypes, sys
x11 = ctypes.cdll.LoadLibrary("libX11.so.6"); xtst = ctypes.cdll.LoadLibrary("libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XStringToKeysym.restype = ctypes.c_ulong
display = ctypes.c_void_p(x11.XOpenDisplay(sys.argv[1].encode()))
if not display: sys.exit("cannot open display " + sys.argv[1])
code = lambda name: x11.XKeysymToKeycode(display, ctypes.c_ulong(x11.XStringToKeysym(name.encode())))
control, plus = code("Control_L"), code("KP_Add")
xtst.XTestFakeMotionEvent(display, 0, 100, 100, 0)
for key, down in ((control, 1), (plus, 1), (plus, 0), (control, 0)): xtst.XTestFakeKeyEvent(display, key, down, 0)
x11.XFlush(display)
x11.XCloseDisplay(display)`

/** WebKit's zoom steps (1.2, 1.44, 1.728, 2.0736, ...) needed to reach `factor`. */
function webKitZoomSteps(factor: number): number {
  return Math.ceil(Math.log(factor) / Math.log(1.2) - 1e-9)
}

async function zoomWebKitText(driver: WebDriver, display: string, factor: number): Promise<void> {
  const rootSize = () =>
    driver.executeScript<number>(`return parseFloat(getComputedStyle(document.documentElement).fontSize)`)
  // One step at a time, each waited for until the page's text has grown by it: MiniBrowser takes a key press only
  // once it has drawn the last one.
  for (let step = 1; step <= webKitZoomSteps(factor); step++) {
    await new Promise<void>((resolve, reject) =>
      execFile(`python3`, [`-c`, pressZoomKeys, display], (error) =>
        error ? reject(new Error(`could not press MiniBrowser's zoom keys: ${error.message}`)) : resolve(),
      ),
    )
    const expected = 16 * 1.2 ** step
    const pressed = Date.now()
    for (let size = await rootSize(); Math.abs(size - expected) > 0.5; size = await rootSize()) {
      if (Date.now() - pressed > 10_000)
        throw new Error(
          `MiniBrowser's text zoom did not take: the root font is ${size} px, not ${expected} px`,
        )
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/**
 * Gives MiniBrowser's window `width` × `height` (or the nearest it allows) and waits for the page to be laid out at it.
 * WebKitGTK answers WebDriver's Set Window Rect before the page has its new size: a read right after it once gave the
 * old 1024 px width (1 run of the engines' suite in 3, quiet machine). The page's viewport is as wide as the window
 * (no frame on Xvfb), and as high less the toolbar.
 */
async function setWebKitWindowSize(driver: WebDriver, width: number, height: number): Promise<void> {
  const given = await driver.manage().window().setRect({ width, height })
  await waitForWindowSize(
    `WebKit`,
    () => driver.executeScript<number[]>(`return [innerWidth, outerHeight]`),
    [given.width, given.height],
  )
}

async function openWebKit({ reducedMotion, textZoom, imagesOff }: EngineOptions): Promise<EnginePage> {
  const { display, stop: stopDisplay } = await startDisplay()
  // WebKitGTK takes "reduce motion" from GTK's own setting, read from the user's settings.ini.
  const configHome = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-webkit-`))
  fs.mkdirSync(path.join(configHome, `gtk-3.0`))
  fs.writeFileSync(
    path.join(configHome, `gtk-3.0`, `settings.ini`),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`,
  )
  // MiniBrowser's toolbar (address field and buttons) holds its window at least 447 px wide, so a phone-width window
  // asked for came out 447 px wide. GTK's user stylesheet lets the toolbar shrink; the page's own text is untouched.
  fs.writeFileSync(
    path.join(configHome, `gtk-3.0`, `gtk.css`),
    `* { min-width: 0; padding: 0; margin: 0; }\n`,
  )
  const port = await getPort()
  const driverProcess = spawn(`/usr/bin/WebKitWebDriver`, [`--port=${port}`], {
    stdio: `ignore`,
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configHome },
  })
  const stopAll = () => {
    driverProcess.kill()
    stopDisplay()
    fs.rmSync(configHome, { recursive: true, force: true })
  }
  let driver: WebDriver
  try {
    await waitForPort(port, driverProcess, `WebKitWebDriver`)
    // WebKitGTK's settings are MiniBrowser's options: auto-load-images off is Safari's images turned off.
    const args = [
      `--automation`,
      ...(textZoom ? [`--zoom-text-only=true`] : []),
      ...(imagesOff ? [`--auto-load-images=false`] : []),
    ]
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities(
        new Capabilities({
          browserName: `MiniBrowser`,
          "webkitgtk:browserOptions": { binary: miniBrowser, args },
        }),
      )
      .build()
  } catch (error) {
    stopAll()
    throw error
  }
  if (textZoom)
    await zoomWebKitText(driver, display, textZoom).catch(async (error: unknown) => {
      await driver.quit().catch(() => undefined)
      stopAll()
      throw error
    })
  return {
    engine: `webkit`,
    goto: (url) => driver.get(url),
    run: <T>(body: string, arg?: unknown) => driver.executeScript<T>(body, arg ?? null),
    click: (selector) => clickFoundAgainIfReplaced(driver, selector),
    hover: async (selector) =>
      driver
        .actions()
        .move({ origin: await driver.findElement(By.css(selector)) })
        .perform(),
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    pressTab: () => driver.actions().sendKeys(Key.TAB).perform(),
    resize: async (width, height) => {
      await setWebKitWindowSize(driver, width, height)
      return driver.executeScript<number>(`return document.documentElement.clientWidth`)
    },
    // Classic WebDriver has no console or error events and WebKitWebDriver no BiDi: the suite's own listeners
    // (installed after each load, see site.ts) and the hydration check stand in for it.
    takeConsoleErrors: () => [],
    // WebKitGTK's WebDriver has no Print Page command ("Unknown command: /session/…/print").
    print: undefined,
    close: async () => {
      await driver.quit().catch(() => undefined)
      stopAll()
    },
  }
}
