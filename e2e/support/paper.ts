// Pages printed in Chromium (Playwright's page.pdf), at the margins a browser prints with by default.
import type { Page } from "@playwright/test"

/** Pages in a PDF Chromium printed: its page objects, counted. */
export function pdfPages(pdf: Buffer): number {
  return (pdf.toString(`latin1`).match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length
}

/** The page printed on `format` paper at about 0.4 in of margin (a browser's default, not Playwright's none). */
export function printed(page: Page, format: `Letter` | `A4`): Promise<Buffer> {
  const margin = `0.4in`
  return page.pdf({
    format,
    printBackground: false,
    margin: { top: margin, right: margin, bottom: margin, left: margin },
  })
}
