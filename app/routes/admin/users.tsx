import { useEffect, useState } from "react";
import { data, Form, Link, useFetcher, useSubmit } from "react-router";
import { ShieldCheck, UserCheck, UserPlus, Users as UsersIcon, Briefcase } from "lucide-react";
import type { Route } from "./+types/users";
import { adminContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { queryText } from "#app/lib/query-values";
import {
  changeRole,
  createUserAccount,
  deleteUser,
  listUsers,
  setActive,
  userStats,
} from "#app/domain/back-office/users.server";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { Modal } from "#app/components/admin/modal";
import { ActionNotice } from "#app/components/admin/action-notice";
import { filterOptions, ListFilters } from "#app/components/admin/list-filters";
import { ListDeleteConfirm } from "#app/components/admin/list-delete-confirm";
import { showingText, useListLinks } from "#app/components/admin/list-paging";
import { StatCard } from "#app/components/admin/stat-card";
import { UserAddFields } from "#app/components/admin/user-add-form";
import { USER_ROLE_LABELS, UserCard } from "#app/components/admin/user-card";
import { Pagination } from "#app/components/pagination";
import { seo } from "#app/lib/seo";
import { useHydrated } from "#app/lib/use-hydrated";
import { isUserRole, newUserSchema, parseNewUserForm, type NewUserErrors } from "#app/lib/validation/admin-users";
import { REFUSAL_STATUS, type RefusalStatus } from "#app/lib/form/refusal";
import { formValues, refillValues } from "#app/lib/form/form-values";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Users", noindex: true });

const DELETE_MESSAGE =
  "Are you sure you want to delete this user? Their account, sessions and favourites are removed. This action cannot be undone.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const url = new URL(request.url);
  const q = queryText(url.searchParams.get("q"));
  const role = url.searchParams.get("role") ?? "";
  const status = url.searchParams.get("status") ?? "";
  const page = Number(url.searchParams.get("page") ?? 1);
  const [list, stats] = await Promise.all([listUsers({ q, role, status, page }), userStats()]);
  return {
    ...list,
    stats,
    q,
    role: isUserRole(role) ? role : "all",
    status: status === "active" || status === "inactive" ? status : "all",
    selfId: admin.id,
    adding: url.searchParams.get("add") === "1",
  };
}

const checkNewUserForm = schemaCheck(newUserSchema);

type ActionResult = {
  ok: boolean;
  message: string;
  intent?: string;
  errors?: NewUserErrors;
  values?: Record<string, string>;
  confirmDelete?: { id: string; name: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = formOf(context);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  // Outcomes are told in the payload; a refusal also answers its real status (400 invalid or
  // refused by a rule, 404 unknown user, 409 an e-mail or phone another account holds).
  const reply = (result: ActionResult, status: RefusalStatus | 200 = result.ok ? 200 : REFUSAL_STATUS.invalid) =>
    data<ActionResult>({ intent, ...result }, { status });

  if (intent === "create") {
    const parsed = parseNewUserForm(form);
    if (!parsed.ok)
      return reply({
        ok: false,
        message: "Please correct the highlighted fields.",
        errors: parsed.errors,
        values: parsed.values,
      });
    const result = await createUserAccount(admin, request.headers, parsed.data);
    if (result.ok) return reply({ ok: true, message: result.message });
    // Refilled with what the admin typed, never the password.
    const values = refillValues(formValues(form), ["password"]) as Record<string, string>;
    if (result.field)
      return reply(
        { ok: false, message: result.error, errors: { [result.field]: result.error }, values },
        REFUSAL_STATUS.conflict,
      );
    return reply({ ok: false, message: result.error, values });
  }
  if (!id) return reply({ ok: false, message: "This user no longer exists." }, REFUSAL_STATUS.notFound);
  if (intent === "role") {
    const result = await changeRole(admin, request.headers, id, String(form.get("role") ?? ""));
    return result.ok ? reply({ ok: true, message: result.message }) : reply({ ok: false, message: result.error });
  }
  if (intent === "active") {
    const result = await setActive(admin, request.headers, id, form.get("active") === "1");
    return result.ok ? reply({ ok: true, message: result.message }) : reply({ ok: false, message: result.error });
  }
  if (intent === "delete") {
    if (form.get("confirmed") !== "1") {
      // Without JavaScript the confirm step is shown by the page.
      return reply({ ok: true, message: "", confirmDelete: { id, name: String(form.get("name") ?? "this user") } });
    }
    const result = await deleteUser(admin, request.headers, id);
    return result.ok ? reply({ ok: true, message: result.message }) : reply({ ok: false, message: result.error });
  }
  return reply({ ok: false, message: "Unknown action." });
}

export default function UsersAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, stats, total, page, totalPages, q, role, status, selfId, adding } = loaderData;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const addUser = useFetcher<ActionResult>({ key: "add-user" });
  const [addOpen, setAddOpen] = useState(adding);
  // Errors belong to a submission made since the dialog was opened, not to an earlier one.
  const [addSubmitted, setAddSubmitted] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<{ id: string; name: string } | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const { pageHref, hrefWith } = useListLinks("add");

  // The latest outcome, whether it came from a page form or the Add New User dialog.
  useEffect(() => {
    if (actionData?.message) setNotice(actionData);
  }, [actionData]);
  useEffect(() => {
    if (addUser.state !== "idle" || !addUser.data) return;
    if (addUser.data.ok) {
      setAddOpen(false);
      setNotice(addUser.data);
    }
  }, [addUser.state, addUser.data]);

  // Server-rendered pages show the action's outcome directly; once hydrated, the state above does.
  const shownNotice = hydrated ? notice : actionData?.message ? actionData : null;
  const addResult = addSubmitted && addUser.data && !addUser.data.ok ? addUser.data : null;
  // The add form checks itself with the action's rules before posting, and shows the answer's messages the same way.
  const checkNewUser = useFormErrors(addResult?.errors, checkNewUserForm);
  const inlineAdd = !hydrated && (adding || (actionData?.intent === "create" && !actionData.ok));
  const filtered = q || role !== "all" || status !== "all";

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Users</h1>
          <p className="mt-1 text-slate-600">Accounts of buyers, agents and administrators.</p>
        </div>
        <Link
          to={hrefWith("add", 1)}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setAddSubmitted(false);
            setAddOpen(true);
          }}
          className="btn-primary"
        >
          <UserPlus aria-hidden className="h-4 w-4" /> Add New User
        </Link>
      </header>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Users" value={stats.total} icon={UsersIcon} />
        <StatCard label="Active Users" value={stats.active} icon={UserCheck} />
        <StatCard label="Agents" value={stats.agents} icon={Briefcase} />
        <StatCard label="Admins" value={stats.admins} icon={ShieldCheck} />
      </div>

      <ListFilters
        search={q}
        searchName="q"
        searchLabel="Search"
        placeholder="Name, email or phone"
        selects={[
          { name: "role", label: "Role", value: role, options: filterOptions("All Roles", USER_ROLE_LABELS) },
          {
            name: "status",
            label: "Status",
            value: status,
            options: filterOptions("All Status", { active: "Active", inactive: "Inactive" }),
          },
        ]}
        resetHref="?"
        active={Boolean(filtered)}
      />

      <ActionNotice notice={shownNotice} />

      {actionData?.confirmDelete && !hydrated ? (
        <ListDeleteConfirm
          id={actionData.confirmDelete.id}
          question={`Delete ${actionData.confirmDelete.name}?`}
          message={DELETE_MESSAGE}
          cancelHref={pageHref(page)}
        />
      ) : null}

      {inlineAdd ? (
        <section aria-labelledby="add-user-title" className="card max-w-xl p-4 sm:p-6">
          <h2 id="add-user-title" className="mb-4 text-lg font-semibold text-slate-900">
            Add New User
          </h2>
          <Form method="post">
            <UserAddFields values={actionData?.values} errors={actionData?.errors} />
            <div className="mt-6 flex justify-end gap-3">
              <Link to={pageHref(page)} className="btn-outline">
                Cancel
              </Link>
              <button type="submit" className="btn-primary">
                Create User
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      <p className="text-sm text-slate-600">{total > 0 ? showingText(loaderData, "users") : null}</p>
      {rows.length === 0 ? (
        <p className="card px-4 py-12 text-center text-slate-600">No users found</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {rows.map((account) => (
            <UserCard
              key={account.id}
              account={account}
              isSelf={account.id === selfId}
              onRoleChange={(form) => submit(form, { preventScrollReset: true })}
              onDelete={() => setDeleteTarget({ id: account.id, name: account.name })}
            />
          ))}
        </ul>
      )}

      <Pagination page={page} totalPages={totalPages} hrefFor={pageHref} label="User pages" />

      <Modal
        open={addOpen}
        onOpenChange={setAddOpen}
        title="Add New User"
        description="The account can sign in at once with this e-mail and password."
      >
        <addUser.Form
          method="post"
          key={addOpen ? "open" : "closed"}
          onSubmit={(event) => {
            checkNewUser.onSubmit(event);
            if (!event.defaultPrevented) setAddSubmitted(true);
          }}
          onChange={checkNewUser.clearOnInput}
        >
          {addResult && !addResult.errors ? (
            <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {addResult.message}
            </p>
          ) : null}
          <UserAddFields values={addResult?.values} errors={checkNewUser.errors} />
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={() => setAddOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={addUser.state !== "idle"}>
              {addUser.state !== "idle" ? "Creating..." : "Create User"}
            </button>
          </div>
        </addUser.Form>
      </Modal>

      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(next) => !next && setDeleteTarget(null)}
        title="Delete User"
        message={deleteTarget ? `Delete ${deleteTarget.name}? ${DELETE_MESSAGE}` : DELETE_MESSAGE}
        onConfirm={() => {
          if (deleteTarget) {
            submit(
              { intent: "delete", id: deleteTarget.id, confirmed: "1" },
              { method: "post", preventScrollReset: true },
            );
          }
          setDeleteTarget(null);
        }}
      />
    </div>
  );
}
