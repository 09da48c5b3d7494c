/**
 * Authors' folded names as the admin's author picker looks them up (GET /api/getAuthorsList?Name=):
 * "first last" and "last first", each an expression index on users over authors (migration 013).
 * The repository spells the expression exactly as the index does, which is what lets either
 * database read a name prefix as an index range. Folded as the shop's name keys are (migration
 * 008): PostgreSQL's book_search_fold (case and accents) in byte order, SQLite's lower() (ASCII).
 */
export type AuthorNameOrder = 'name' | 'surname';

const NAME_TEXT: Record<AuthorNameOrder, string> = {
  name: "first_name || ' ' || last_name",
  surname: "last_name || ' ' || first_name",
};

export function authorNameKeySql(postgres: boolean, order: AuthorNameOrder): string {
  return postgres ? `(book_search_fold(${NAME_TEXT[order]}) collate "C")` : `lower(${NAME_TEXT[order]})`;
}

/** The index's condition, as a literal: a bound parameter would hide it from either planner. */
export const AUTHORS_ONLY = "user_type = 'Author'";

export const AUTHOR_NAME_INDEXES: Record<AuthorNameOrder, string> = {
  name: 'users_author_name_idx',
  surname: 'users_author_surname_idx',
};
