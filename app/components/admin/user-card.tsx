import { Form } from "react-router";
import {
  Building2,
  CalendarDays,
  Mail,
  MessageSquare,
  Phone,
  Trash2,
  UserCheck,
  UserX,
  type LucideIcon,
} from "lucide-react";
import { formatDate } from "#app/lib/format";
import { formatPhone } from "#app/lib/phone";
import { ListInlineSelect } from "./list-inline-select";
import { DeleteForm, ROW_ACTION } from "./list-row-actions";

export type UserCardData = {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  role: string;
  banned: boolean;
  createdAt: string | Date;
  propertiesListed: number;
  totalInquiries: number;
};

const ROLE_STYLES: Record<string, string> = {
  admin: "bg-violet-100 text-violet-900",
  agent: "bg-blue-100 text-blue-900",
  user: "bg-slate-100 text-slate-800",
};

/** In the order the role selectors offer them. */
export const USER_ROLE_LABELS: Record<string, string> = { user: "User", agent: "Agent", admin: "Admin" };

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}

/** One account: who, role, contact, joined, agent figures, and the admin's controls. */
export function UserCard({
  account,
  isSelf,
  onRoleChange,
  onDelete,
}: {
  account: UserCardData;
  isSelf: boolean;
  onRoleChange: (form: HTMLFormElement) => void;
  onDelete: () => void;
}) {
  const small = `${ROW_ACTION} text-sm`;
  return (
    <li className="card flex flex-col p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-base font-bold ${account.banned ? "bg-slate-200 text-slate-600" : "bg-primary-soft text-primary-dark"}`}
        >
          {initials(account.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`user-${account.id}-name`} className="break-words font-semibold text-slate-900">
            {account.name}
            {isSelf ? <span className="ml-1 text-sm font-normal text-slate-600">(you)</span> : null}
          </h2>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ROLE_STYLES[account.role] ?? ROLE_STYLES.user}`}
            >
              {USER_ROLE_LABELS[account.role] ?? account.role}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${account.banned ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800"}`}
            >
              {account.banned ? "Inactive" : "Active"}
            </span>
          </div>
        </div>
      </div>

      <div className="mt-4 space-y-1.5 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <Mail aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
          <span className="truncate" title={account.email ?? undefined}>
            {account.email ?? "No email (phone sign-in)"}
          </span>
        </p>
        <p className="flex items-center gap-2">
          <Phone aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
          {account.phoneNumber ? formatPhone(account.phoneNumber) : "No phone"}
        </p>
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden className="h-4 w-4 shrink-0 text-slate-500" /> Joined{" "}
          {formatDate(account.createdAt)}
        </p>
      </div>

      {account.role === "agent" ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 text-center text-sm">
          <AgentFigure icon={Building2} label="Properties" value={account.propertiesListed} />
          <AgentFigure icon={MessageSquare} label="Inquiries" value={account.totalInquiries} />
        </dl>
      ) : null}

      <div className="mt-auto pt-4">
        {isSelf ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
            This is your account: your role and access can only be changed by another admin.
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
            <ListInlineSelect
              id={account.id}
              name="role"
              value={account.role}
              options={USER_ROLE_LABELS}
              selectId={`role-${account.id}`}
              label={`Role of ${account.name}`}
              onChange={(_, form) => onRoleChange(form)}
              className="flex items-center gap-1"
            />
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="active" />
              <input type="hidden" name="id" value={account.id} />
              <input type="hidden" name="active" value={account.banned ? "1" : "0"} />
              <button
                type="submit"
                aria-describedby={`user-${account.id}-name`}
                className={`${small} ${account.banned ? "text-green-800 hover:bg-green-50" : "text-amber-900 hover:bg-amber-50"}`}
              >
                {account.banned ? (
                  <UserCheck aria-hidden className="h-4 w-4" />
                ) : (
                  <UserX aria-hidden className="h-4 w-4" />
                )}
                {account.banned ? "Activate" : "Deactivate"}
              </button>
            </Form>
            <DeleteForm
              id={account.id}
              name={account.name}
              describedBy={`user-${account.id}-name`}
              onDelete={onDelete}
              className="ml-auto"
              buttonClassName={`${small} text-red-700 hover:bg-red-50`}
            >
              <Trash2 aria-hidden className="h-4 w-4" /> Delete
            </DeleteForm>
          </div>
        )}
      </div>
    </li>
  );
}

function AgentFigure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div>
      <dt className="flex items-center justify-center gap-1 text-slate-600">
        <Icon aria-hidden className="h-3.5 w-3.5" /> {label}
      </dt>
      <dd className="text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
