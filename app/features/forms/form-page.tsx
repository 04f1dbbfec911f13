/** The layout of a form page: a heading and intro, the form, and an aside (contact details, FAQ, the car). */
import type { ReactNode } from "react";

export function FormPage({
  title,
  intro,
  children,
  aside,
  asideFirstOnPhone,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  asideFirstOnPhone?: boolean;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {intro && <div className="mt-2 max-w-2xl text-muted">{intro}</div>}
      <div className={`mt-6 grid gap-8 ${aside ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}`}>
        <div className="max-w-2xl">{children}</div>
        {aside && <aside className={`flex flex-col gap-6 ${asideFirstOnPhone ? "order-first lg:order-none" : ""}`}>{aside}</aside>}
      </div>
    </div>
  );
}

export function CarNote({ car, label }: { car: { name: string; slug: string }; label: string }) {
  return (
    <p className="mb-5 rounded-brand bg-surface-alt p-3 text-sm">
      {label}{" "}
      <a href={`/cars/${car.slug}`} className="font-semibold underline">
        {car.name}
      </a>
    </p>
  );
}
