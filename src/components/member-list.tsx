// The Members card: each member of the active theme's lineup with their instruments.
import * as React from "react"
import { graphql } from "gatsby"
import type { Member } from "../content-model/schema"
import * as styles from "./member-list.module.css"

/** A member as content/members.json defines it; GraphQL gives a missing nickname as null. */
export interface LineupMember extends Pick<Member, `name`> {
  nickname?: Member[`nickname`] | null
  roles: readonly Member[`roles`][number][]
}

/** What the list shows of each member: the pages that show it (About, Booking) ask for it with `...MemberListItem`. */
export const memberListItem = graphql`
  fragment MemberListItem on Member {
    name
    nickname
    roles
  }
`

/** A nickname sits after the first name, in italics: Tommy "The Albatross" Harris. */
function MemberName({ name, nickname }: Pick<LineupMember, `name` | `nickname`>) {
  if (!nickname) return <>{name}</>
  const [first, ...rest] = name.split(` `)
  return (
    <>
      {first} <em>&ldquo;{nickname}&rdquo;</em> {rest.join(` `)}
    </>
  )
}

export function MemberList({ members }: { members: readonly LineupMember[] }) {
  return (
    <ul className={styles.members}>
      {members.map((member) => (
        <li key={member.name} className={styles.member}>
          <span className={styles.name}>
            <MemberName name={member.name} nickname={member.nickname} />
          </span>
          <span className={styles.roles}>{member.roles.join(`, `)}</span>
        </li>
      ))}
    </ul>
  )
}
