-- One stored form for Indian phone numbers in the site's own tables: the ten-digit
-- national number ("9820012345"), whatever spaces, dashes, brackets or +91/0091/91/0
-- prefix a row was saved with. Accounts (better-auth's user table) keep "+91" and the
-- ten digits, the form its phoneNumber plugin looks them up by. Rows holding something
-- that is not an Indian number are left as they are; the screens show them as stored.
UPDATE "inquiries" SET "phone" = right(regexp_replace(phone, '\D', '', 'g'), 10)
WHERE phone !~ '^[0-9]{10}$'
  AND phone ~ '^\+?[0-9 ().-]+$'
  AND regexp_replace(phone, '\D', '', 'g') ~ '^(0091|91|0)?[0-9]{10}$'
  AND (phone NOT LIKE '+%' OR regexp_replace(phone, '\D', '', 'g') ~ '^91[0-9]{10}$');
--> statement-breakpoint
UPDATE "properties" SET "owner_contact" = right(regexp_replace(owner_contact, '\D', '', 'g'), 10)
WHERE owner_contact !~ '^[0-9]{10}$'
  AND owner_contact ~ '^\+?[0-9 ().-]+$'
  AND regexp_replace(owner_contact, '\D', '', 'g') ~ '^(0091|91|0)?[0-9]{10}$'
  AND (owner_contact NOT LIKE '+%' OR regexp_replace(owner_contact, '\D', '', 'g') ~ '^91[0-9]{10}$');
--> statement-breakpoint
UPDATE "projects" SET "developer_contact" = right(regexp_replace(developer_contact, '\D', '', 'g'), 10)
WHERE developer_contact !~ '^[0-9]{10}$'
  AND developer_contact ~ '^\+?[0-9 ().-]+$'
  AND regexp_replace(developer_contact, '\D', '', 'g') ~ '^(0091|91|0)?[0-9]{10}$'
  AND (developer_contact NOT LIKE '+%' OR regexp_replace(developer_contact, '\D', '', 'g') ~ '^91[0-9]{10}$');
--> statement-breakpoint
UPDATE "property_listings" SET "owner_phone" = right(regexp_replace(owner_phone, '\D', '', 'g'), 10)
WHERE owner_phone !~ '^[0-9]{10}$'
  AND owner_phone ~ '^\+?[0-9 ().-]+$'
  AND regexp_replace(owner_phone, '\D', '', 'g') ~ '^(0091|91|0)?[0-9]{10}$'
  AND (owner_phone NOT LIKE '+%' OR regexp_replace(owner_phone, '\D', '', 'g') ~ '^91[0-9]{10}$');
--> statement-breakpoint
UPDATE "user" AS u SET "phone_number" = '+91' || right(regexp_replace(u.phone_number, '\D', '', 'g'), 10)
WHERE u.phone_number !~ '^\+91[0-9]{10}$'
  AND u.phone_number ~ '^\+?[0-9 ().-]+$'
  AND regexp_replace(u.phone_number, '\D', '', 'g') ~ '^(0091|91|0)?[0-9]{10}$'
  AND (u.phone_number NOT LIKE '+%' OR regexp_replace(u.phone_number, '\D', '', 'g') ~ '^91[0-9]{10}$')
  AND NOT EXISTS (
    SELECT 1 FROM "user" AS other
    WHERE other.id <> u.id AND other.phone_number = '+91' || right(regexp_replace(u.phone_number, '\D', '', 'g'), 10)
  );
