import { redirect } from "react-router";

/** 'Post Property' is the List Your Property wizard. */
export function loader() {
  return redirect("/list-property", 301);
}
