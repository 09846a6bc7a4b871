/** The owner text of each reason an uploaded sheet is refused (the upload form's message, a refused import's page). */
export const IMPORT_PROBLEM_TEXT = {
  "too-large": "import.problem.tooLarge",
  missing: "import.problem.missing",
  empty: "import.problem.empty",
  "not-a-sheet": "import.problem.notASheet",
  "old-excel": "import.problem.oldExcel",
  encoding: "import.problem.encoding",
  unreadable: "import.problem.unreadable",
  "no-header": "import.problem.noHeader",
  "no-known-columns": "import.problem.noKnownColumns",
  "no-rows": "import.problem.noRows",
  "too-many-rows": "import.problem.tooManyRows",
} as const;

export type ImportProblem = keyof typeof IMPORT_PROBLEM_TEXT;

export function problemText(problem: string | null): (typeof IMPORT_PROBLEM_TEXT)[ImportProblem] {
  return Object.hasOwn(IMPORT_PROBLEM_TEXT, problem ?? "")
    ? IMPORT_PROBLEM_TEXT[problem as ImportProblem]
    : IMPORT_PROBLEM_TEXT.unreadable;
}
