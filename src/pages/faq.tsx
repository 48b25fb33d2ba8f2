// FAQ: the questions fans ask, with the band's answers.
import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, pageTitle } from "../components/seo"
import { useBand } from "../hooks/use-band"
import { useTheme } from "../state/theme"
import * as styles from "./faq.module.css"

export const faqTexts = {
  heading: `Frequently Asked Questions`,
  noQuestions: `No questions here yet :( ask us yours on`,
} as const

/** An answer as the band typed it: each line break it holds stays a line break on the page. */
function withLineBreaks(answer: string): React.ReactNode[] {
  return answer.split(/\r?\n/).flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))
}

const FaqPage: React.FC<PageProps<Queries.FaqPageQuery>> = ({ data }) => {
  const { theme } = useTheme()
  const band = useBand()
  const questions = data.faqJson?.faq ?? []
  return (
    <Layout>
      <Seo
        title={pageTitle(data.bandJson?.name ?? ``, `FAQ`)}
        path={`/faq/`}
        description={`What fans ask ${data.bandJson?.name ?? `the band`}, answered by the band.`}
      />
      <h1>{faqTexts.heading}</h1>
      {/* With every question removed, the page invites questions, as the Schedule with no show invites bookings:
          the checker lets the band empty the FAQ (outdated answers should not have to stay until new ones are
          written), and a fan who opens the page should still learn where to ask, not find a heading alone. */}
      {questions.length === 0 ? (
        <p className={styles.none}>
          {faqTexts.noQuestions} <a href={band.discord}>Discord</a> or <a href={band.instagram}>Instagram</a>.
        </p>
      ) : (
        <dl className={`${styles.faq} ${theme.classes.faq}`}>
          {questions.map(({ question, answer }) => (
            <div key={question} className={`${styles.entry} ${theme.classes.card}`}>
              <dt>{question}</dt>
              <dd>{withLineBreaks(answer)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Layout>
  )
}

export default FaqPage

export const query = graphql`
  query FaqPage {
    bandJson {
      name
    }
    faqJson {
      faq {
        question
        answer
      }
    }
  }
`
