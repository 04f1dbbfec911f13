/** A location's opening hours as a table (weekday rows), on location cards and location pages. */
export function OpeningHoursTable({
  rows,
  captionClassName,
  caption = "Opening hours",
}: {
  rows: Array<{ label: string; hours: string }>;
  captionClassName: string;
  caption?: string;
}) {
  return (
    <table className="mt-3 w-full text-sm">
      <caption className={captionClassName}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-0.5 pr-2 text-left font-normal text-muted">
              {row.label}
            </th>
            <td className="py-0.5">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
