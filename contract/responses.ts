// Response kinds several routes share, as the OpenAPI document describes them.
export const CSV_FILE = { type: 'text/csv', description: "A CSV file (header row; cells starting with = + - @ are prefixed with ')" };
