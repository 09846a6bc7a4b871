-- Every change of a property or project bumps its updated_at, also from a statement that does not set it
-- (the ratings refresh's UPDATE … FROM): the API's incremental copy (modifiedSince) relies on it (ADR 036).
-- A statement that sets updated_at itself (the ORM's $onUpdate) keeps its value.
CREATE OR REPLACE FUNCTION nivaas_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER properties_touch_updated_at BEFORE UPDATE ON properties
  FOR EACH ROW EXECUTE FUNCTION nivaas_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER projects_touch_updated_at BEFORE UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION nivaas_touch_updated_at();
