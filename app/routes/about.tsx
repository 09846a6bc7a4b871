import { Link, useRouteLoaderData } from "react-router";
import { Eye, HeartHandshake, ShieldCheck, Sparkles, Target, Users } from "lucide-react";
import type { Route } from "./+types/about";
import type { loader as rootLoader } from "#app/root";
import { MARKETING_STATS } from "#app/lib/options";
import { seo } from "#app/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    title: "About Us",
    description:
      "Who we are, what we believe in, and how we help families and businesses find the right property in India.",
  });

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Integrity",
    text: "Honest prices, real photos and clear terms. If we would not say it to our family, we do not say it to you.",
  },
  {
    icon: Users,
    title: "Customer First",
    text: "We measure ourselves by the decisions our customers make with confidence, not by the listings we show.",
  },
  {
    icon: Sparkles,
    title: "Innovation",
    text: "Fast search, fair filters and tools like the EMI calculator make a complex purchase simpler.",
  },
  {
    icon: HeartHandshake,
    title: "Transparency",
    text: "Every listing is reviewed by our team, and every project shows its RERA registration where it has one.",
  },
];

const TIMELINE = [
  { year: "2010", title: "Founded", text: "Started in Mumbai to help families find homes in the western suburbs." },
  { year: "2015", title: "Expansion", text: "Grew to 25 cities across India with local experts in each market." },
  {
    year: "2020",
    title: "Digital Platform",
    text: "Brought search, site visits and inquiries online for buyers and tenants.",
  },
  { year: "2025", title: "Market Leader", text: "Trusted by thousands of buyers, tenants, owners and developers." },
];

export default function About() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const name = site?.siteName ?? "Nivaas";
  return (
    <>
      <section className="bg-gradient-to-br from-secondary to-secondary-dark py-16 text-white">
        <div className="container-page max-w-4xl text-center">
          <h1 className="text-3xl font-bold sm:text-5xl">About {name}</h1>
          <p className="mt-4 text-lg text-white/90">
            We help people buy, rent and sell homes and workspaces in Mumbai and across India, with honest information
            at every step.
          </p>
        </div>
      </section>

      <section className="container-page grid gap-6 py-14 md:grid-cols-2">
        <article className="card p-8">
          <Target aria-hidden className="h-9 w-9 text-primary-dark" />
          <h2 className="mt-4 text-2xl font-semibold text-slate-900">Our Mission</h2>
          <p className="mt-3 leading-7 text-slate-700">
            To make finding the right property simple, transparent and fair: accurate listings, clear prices and people
            who answer when you call.
          </p>
        </article>
        <article className="card p-8">
          <Eye aria-hidden className="h-9 w-9 text-secondary" />
          <h2 className="mt-4 text-2xl font-semibold text-slate-900">Our Vision</h2>
          <p className="mt-3 leading-7 text-slate-700">
            To be India's most trusted property portal, where every family and business finds a place they are proud to
            call their own.
          </p>
        </article>
      </section>

      <section className="bg-slate-50 py-14" aria-labelledby="values-heading">
        <div className="container-page">
          <h2 id="values-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Our Core Values
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <div key={title} className="card p-6 text-center">
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
                  <Icon aria-hidden className="h-6 w-6" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="journey-heading">
        <h2 id="journey-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          Our Journey
        </h2>
        <ol className="relative mx-auto mt-10 max-w-3xl border-l-2 border-primary/40 pl-8">
          {TIMELINE.map((step) => (
            <li key={step.year} className="mb-10 last:mb-0">
              <span
                className="absolute -left-[11px] mt-1 h-5 w-5 rounded-full border-4 border-white bg-primary"
                aria-hidden
              />
              <p className="text-sm font-bold text-primary-dark">{step.year}</p>
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-slate-900 py-14 text-white" aria-labelledby="impact-heading">
        <div className="container-page">
          <h2 id="impact-heading" className="text-center text-2xl font-bold sm:text-3xl">
            Our Impact
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-5">
            {MARKETING_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
                <dd className="text-3xl font-bold text-orange-400">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container-page py-14 text-center">
        <h2 className="text-2xl font-bold text-slate-900">Looking for your next property?</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/residential" className="btn-primary">
            Browse Properties
          </Link>
          <Link to="/contact" className="btn-outline">
            Talk to Our Team
          </Link>
        </div>
      </section>
    </>
  );
}
