// Runs axe on the page as it is now and fails with a readable list of what breaks WCAG 2.2 AA.
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect } from "./test"

export const wcagTags = [`wcag2a`, `wcag2aa`, `wcag21a`, `wcag21aa`, `wcag22aa`]

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => `${node.target.join(` `)}: ${node.failureSummary ?? ``}`),
  }))
  expect(violations, `axe violations of WCAG 2.2 AA on ${where}`).toEqual([])
}
