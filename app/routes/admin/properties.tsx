import { Building2, CheckCircle2, Star, Tag } from "lucide-react";
import type { Route } from "./+types/properties";
import { seo } from "#app/lib/seo";
import {
  deletePropertyById,
  findPropertyForAdmin,
  listPropertiesForAdmin,
  propertyAdminStats,
  saveProperty,
  setPropertyFlag,
} from "#app/domain/back-office/properties.server";
import { AdminPropertyCard } from "#app/components/admin/admin-property-card";
import { PropertyForm } from "#app/components/admin/property-form";
import { localityCentres } from "#app/domain/catalogue/localities.server";
import { listingAccountsFor } from "#app/domain/back-office/revisions.server";
import { projectChoices } from "#app/domain/back-office/properties.server";
import { CatalogueScreen } from "#app/components/admin/catalogue-screen";
import { PROPERTY_NOUN } from "#app/components/admin/catalogue-noun";
import { revalidateAfterCatalogueAction } from "#app/components/admin/use-catalogue-page";
import {
  catalogueAction,
  loadCatalogueScreen,
  readPropertyFilters,
  readPropertySave,
} from "#app/routes/admin/catalogue.server";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Properties", noindex: true });

const PROPERTIES = {
  noun: PROPERTY_NOUN,
  readFilters: readPropertyFilters,
  list: listPropertiesForAdmin,
  stats: propertyAdminStats,
  find: findPropertyForAdmin,
  readSave: readPropertySave,
  save: saveProperty,
  setFlag: setPropertyFlag,
  remove: deletePropertyById,
};

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await loadCatalogueScreen(request, PROPERTIES);
  const [accounts, projectOptions, localities] = await Promise.all([
    listingAccountsFor([...screen.list.rows, screen.editing]),
    projectChoices(),
    localityCentres(),
  ]);
  return { ...screen, ...accounts, projectOptions, localities };
}

export async function action({ context }: Route.ActionArgs) {
  return catalogueAction(context, PROPERTIES);
}

export const shouldRevalidate = revalidateAfterCatalogueAction;

export default function AdminProperties({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, filters } = loaderData;
  return (
    <CatalogueScreen
      noun={PROPERTY_NOUN}
      intro="Add, edit, feature and switch off the properties listed on the site."
      data={loaderData}
      actionData={actionData}
      stats={[
        { label: "Total Properties", value: stats.total, icon: Building2 },
        { label: "Active Listings", value: stats.active, icon: CheckCircle2 },
        { label: "Featured", value: stats.featured, icon: Star },
        { label: "For Sale", value: stats.forSale, icon: Tag },
      ]}
      searchPlaceholder="Title, location, owner name or phone"
      filterSelects={[
        {
          name: "type",
          label: "Type",
          value: filters.type,
          options: [
            { value: "all", label: "All Types" },
            { value: "residential", label: "Residential" },
            { value: "commercial", label: "Commercial" },
          ],
        },
        {
          name: "status",
          label: "Status",
          value: filters.status,
          options: [
            { value: "all", label: "All Status" },
            { value: "sale", label: "For Sale" },
            { value: "rent", label: "For Rent" },
          ],
        },
      ]}
      gridClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
      renderCard={(property, actions) => (
        <AdminPropertyCard property={property} owner={loaderData.owners[property.ownerUserId ?? ""]} {...actions} />
      )}
      renderForm={(property, props) => (
        <PropertyForm
          property={property}
          accounts={loaderData.accounts}
          projects={loaderData.projectOptions}
          localities={loaderData.localities}
          {...props}
        />
      )}
    />
  );
}
