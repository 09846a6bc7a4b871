// The texts pages show in this language, one file per area of the site (docs/decisions/015-languages.md).
// The e-mail and SMS texts (emails.json) are the server's only: app/i18n/server-texts.server.ts adds them there.
import common from "./common.json";
import home from "./home.json";
import listings from "./listings.json";
import detail from "./detail.json";
import tools from "./tools.json";
import pages from "./pages.json";
import account from "./account.json";
import owner from "./owner.json";
import messages from "./messages.json";
import values from "./values.json";

export default { common, home, listings, detail, tools, pages, account, owner, messages, values };
