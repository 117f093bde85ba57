// The document's introduction: what holds for every route (envelope, authentication, lists,
// errors), so that no route has to say it again.
import { LIST_COUNT_CAP } from '../../contract/lists.js';

export const API_DESCRIPTION = `The API of the CV Builder admin panel. What holds across routes is below; the repository's \`docs/api.md\` says more (exports, live events, mail, throttles).

- **Envelope**: every JSON response is \`{ "success": true, "data": …, "message"?: "…" }\`; an error is \`{ "success": false, "message": "…", "code"?: "…", "errors"?: { "field": "message" } }\`.
- **Authentication**: \`POST /api/admin/auth/login\` returns a token; send it as \`Authorization: Bearer <token>\` on every \`/api/admin/*\` call and on the admin \`/api/contact\` calls.
- **Lists**: \`page\` (1-based), \`limit\` (at most 100), filters, \`sort\` and \`order\`; the response carries the rows, \`pagination\` and, for most lists, \`stats\` over the whole collection. A filtered or searched list is counted exactly up to ${LIST_COUNT_CAP.toLocaleString('en-US')} matches; past that it reports \`pagination.totalIsLowerBound: true\`: \`total\` is then the number of matches known to exist at least.
- **Errors**: 400 invalid input, 401 no or bad token, 403 not allowed for the role (or the account must first be set up: see \`code\`), 404 unknown id, 409 not allowed now, 413 too large, 415 wrong content type, 429 throttled (with \`Retry-After\`).`;
