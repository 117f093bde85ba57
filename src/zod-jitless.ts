// The page's Content-Security-Policy forbids eval, so zod must not compile its object parsers
// with new Function (even its probe for eval is reported as a violation). zod reads the
// setting when a schema is defined: this module is App.tsx's first import.
import { z } from 'zod';

z.config({ jitless: true });
