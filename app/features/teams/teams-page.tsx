/** A location's team: a card per person with photo (or initials), name, role, phone and email, grouped by department. */
import { Link } from "~/app/ui/router-links";
import { imageUrl } from "~/domain/images/image-url";
import { initialsOf, telHref, type StaffMember } from "~/domain/teams/team";
import type { TeamsPageData } from "./teams-page.server";

export function TeamsPage({ data }: { data: TeamsPageData }) {
  let shown = 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to={`/locations/${data.location.slug}`} className="underline">
          {data.location.name}
        </Link>{" "}
        / <span>Our team</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold">Meet the team at {data.location.name}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Call or email any of us directly, or{" "}
        <Link to={`/locations/${data.location.slug}`} className="font-semibold text-accent-ink underline">
          visit {data.location.name}
        </Link>
        .
      </p>
      {data.sections.map((section) => (
        <section key={section.department} className="mt-8" aria-labelledby={`team-${section.department}`}>
          <h2 id={`team-${section.department}`} className="text-xl font-bold">
            {section.department}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4" data-testid="team-members">
            {section.members.map((m) => (
              <MemberCard key={m.id} member={m} eager={shown++ < 4} />
            ))}
          </ul>
        </section>
      ))}
      {data.otherTeams.length > 0 && (
        <nav aria-labelledby="other-teams" className="mt-12 border-t border-black/10 pt-6">
          <h2 id="other-teams" className="text-lg font-bold">
            Our other teams
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.otherTeams.map((t) => (
              <li key={t.slug}>
                <Link
                  to={`/teams/${t.slug}`}
                  className="inline-block rounded-full border border-black/15 px-3 py-1.5 text-sm font-semibold"
                >
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

function MemberCard({ member, eager }: { member: StaffMember; eager: boolean }) {
  const tel = telHref(member.phone);
  return (
    <li className="overflow-hidden rounded-brand border border-black/10 bg-surface shadow-sm" data-testid="team-member">
      {member.photoUrl ? (
        <img
          src={imageUrl(member.photoUrl, { w: 480 })}
          alt={`${member.name}, ${member.role}`}
          width={480}
          height={480}
          loading={eager ? "eager" : "lazy"}
          className="aspect-square w-full bg-surface-alt object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-square w-full items-center justify-center bg-surface-alt text-5xl font-bold text-muted"
        >
          {initialsOf(member.name)}
        </div>
      )}
      <div className="p-3 sm:p-4">
        <h3 className="font-bold sm:text-lg">{member.name}</h3>
        <p className="text-sm text-muted">{member.role}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {member.phone && (
            <li>
              {tel ? (
                <a href={tel} className="font-semibold text-accent-ink underline">
                  <span className="sr-only">Call {member.name} on </span>
                  {member.phone}
                </a>
              ) : (
                member.phone
              )}
            </li>
          )}
          {member.email && (
            <li>
              <a href={`mailto:${member.email}`} className="text-accent-ink underline" title={member.email}>
                Email {member.name.split(" ")[0]}
                <span className="sr-only"> {member.name.split(" ").slice(1).join(" ")}</span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </li>
  );
}
