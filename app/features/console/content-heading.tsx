/** The heading of a page in the console's Content section: the way back to Content, then the page's title. */
import { Link } from "~/app/ui/router-links";

export function ContentHeading({ title }: { title: string }) {
  return (
    <>
      <p className="text-sm">
        <Link to="/console/content" className="underline">
          Content
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{title}</h1>
    </>
  );
}
