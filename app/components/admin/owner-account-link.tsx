import { Link } from "react-router";

/** "Account: Asha Mehta (agent)", linking to the account on the Users screen. */
export function OwnerAccountLink({ account }: { account: { name: string; email: string; role: string } | undefined }) {
  if (!account) return null;
  return (
    <p className="text-xs text-slate-600">
      Account:{" "}
      <Link
        to={`/admin/users?q=${encodeURIComponent(account.email)}`}
        className="font-semibold text-secondary-dark underline"
      >
        {account.name}
      </Link>
      {account.role.includes("agent") ? " (agent)" : ""}
    </p>
  );
}
