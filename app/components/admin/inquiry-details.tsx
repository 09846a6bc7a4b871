import { Link } from "react-router";
import { CalendarClock, ExternalLink, Mail, Phone } from "lucide-react";
import { formatDate, formatDateTime } from "#app/lib/format";
import { CONTACT_SUBJECTS } from "#app/lib/options";
import { telLink } from "#app/lib/site";
import { formatPhone } from "#app/lib/phone";
import { InquiryTypeBadge } from "./inquiry-badges";

/** An inquiry as the admin screens receive it (with the public link of its reference). */
export type InquiryView = {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string | null;
  message: string | null;
  inquiryType: string;
  referenceTitle: string | null;
  referenceHref: string | null;
  visitDate: string | null;
  visitTime: string | null;
  status: string;
  createdAt: string | Date;
};

/** The contact form stores the subject's value ('buying'); people read its label. */
export function subjectLabel(subject: string): string {
  return CONTACT_SUBJECTS.find((option) => option.value === subject)?.label ?? subject;
}

/** "21 Nov 2026 at 10:00 AM" for a site visit. */
export function visitWhen(inquiry: Pick<InquiryView, "visitDate" | "visitTime">): string | null {
  if (!inquiry.visitDate) return null;
  return inquiry.visitTime ? `${formatDate(inquiry.visitDate)} at ${inquiry.visitTime}` : formatDate(inquiry.visitDate);
}

export function InquiryReference({ inquiry }: { inquiry: InquiryView }) {
  if (!inquiry.referenceTitle) return <span className="text-slate-500">General</span>;
  if (!inquiry.referenceHref) return <span>{inquiry.referenceTitle}</span>;
  return (
    <Link to={inquiry.referenceHref} className="inline-flex items-center gap-1 text-secondary underline">
      {inquiry.referenceTitle} <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
    </Link>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** Customer, type, reference, subject, message and visit time, with Send Email and Call links. */
export function InquiryDetails({ inquiry, statusControl }: { inquiry: InquiryView; statusControl: React.ReactNode }) {
  const when = visitWhen(inquiry);
  const mailSubject = (inquiry.subject && subjectLabel(inquiry.subject)) || inquiry.referenceTitle || "your inquiry";
  return (
    <div className="space-y-5 text-sm">
      <dl className="space-y-3">
        <Row label="Customer">
          <span className="font-medium">{inquiry.name}</span>
        </Row>
        <Row label="Email">
          <span className="break-all">{inquiry.email}</span>
        </Row>
        <Row label="Phone">{formatPhone(inquiry.phone)}</Row>
        <Row label="Type">
          <InquiryTypeBadge type={inquiry.inquiryType} />
        </Row>
        <Row label="Reference">
          <InquiryReference inquiry={inquiry} />
        </Row>
        {when ? (
          <Row label="Site visit">
            <span className="inline-flex items-center gap-1.5 font-medium">
              <CalendarClock aria-hidden className="h-4 w-4 text-slate-500" /> {when}
            </span>
          </Row>
        ) : null}
        {inquiry.subject ? <Row label="Subject">{subjectLabel(inquiry.subject)}</Row> : null}
        <Row label="Message">
          {inquiry.message ? (
            <span className="whitespace-pre-line">{inquiry.message}</span>
          ) : (
            <span className="text-slate-500">No message</span>
          )}
        </Row>
        <Row label="Received">{formatDateTime(inquiry.createdAt)}</Row>
        <Row label="Status">{statusControl}</Row>
      </dl>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <a
          href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${mailSubject}`)}`}
          className="btn-secondary"
        >
          <Mail aria-hidden className="h-4 w-4" /> Send Email
        </a>
        <a href={telLink(inquiry.phone)} className="btn-outline">
          <Phone aria-hidden className="h-4 w-4" /> Call
        </a>
      </div>
    </div>
  );
}
