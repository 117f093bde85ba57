-- search_fold(text): what every search compares (docs/api.md "Lists"), the stored text and
-- the term alike: lower case, without diacritics, đ/Đ as d, so 'dung ngo' finds 'Dũng Ngô'.
-- NFD splits a precomposed letter (ỗ, Ũ) into its base and combining marks (U+0300–U+036F),
-- which go; đ has no decomposition. IMMUTABLE so the trigram indexes can be built over it
-- (migration 0014): every function it calls is immutable too, named with their schema.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN pg_catalog.lower(pg_catalog.translate(pg_catalog.regexp_replace(pg_catalog.normalize(value, 'NFD'), '[\u0300-\u036f]', '', 'g'), 'đĐ', 'dd'));
