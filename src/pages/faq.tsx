// FAQ: the questions fans ask, with the band's answers.
import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, pageTitle } from "../components/seo"
import { useTheme } from "../state/theme"
import * as styles from "./faq.module.css"

const FaqPage: React.FC<PageProps<Queries.FaqPageQuery>> = ({ data }) => {
  const { theme } = useTheme()
  return (
    <Layout>
      <Seo
        title={pageTitle(data.bandJson?.name ?? ``, `FAQ`)}
        path={`/faq/`}
        description={`What fans ask ${data.bandJson?.name ?? `the band`}, answered by the band.`}
      />
      <h1>Frequently Asked Questions</h1>
      <dl className={`${styles.faq} ${theme.classes.faq}`}>
        {(data.faqJson?.faq ?? []).map(({ question, answer }) => (
          <div key={question} className={`${styles.entry} ${theme.classes.card}`}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
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
