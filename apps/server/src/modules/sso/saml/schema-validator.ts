// samlify checks every incoming SAML message against the SAML 2.0 XML schemas only when a validator is
// set (setSchemaValidator). Ours runs libxml2's xmllint compiled to WebAssembly (xmllint-wasm): no native
// binary, no Java, nothing downloaded at install time; it has no network access, so a schema or a message
// cannot make it fetch anything. The schemas are the OASIS SAML 2.0 protocol and assertion schemas with
// the W3C XML Signature and Encryption schemas they import (schemas/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { samlify } from './xml-libs.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCHEMA_FILES = [
  'saml-schema-protocol-2.0.xsd',
  'saml-schema-assertion-2.0.xsd',
  'xmldsig-core-schema.xsd',
  'xenc-schema.xsd',
  'XMLSchema.dtd',
  'datatypes.dtd',
] as const;

let schemas: { fileName: string; contents: string }[] | null = null;

function loadSchemas() {
  schemas ??= SCHEMA_FILES.map((fileName) => ({
    fileName,
    contents: readFileSync(path.join(here, 'schemas', fileName), 'utf8'),
  }));
  return schemas;
}

/** Resolves when `xml` is a schema-valid SAML 2.0 protocol message; rejects otherwise (samlify's contract). */
export async function validateSamlXml(xml: string): Promise<true> {
  const [protocol, ...imports] = loadSchemas();
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [protocol as { fileName: string; contents: string }],
    preload: imports,
  });
  if (!result.valid) throw new Error('ERR_SAML_SCHEMA');
  return true;
}

let installed = false;

/** Sets our validator as samlify's, once per process. */
export function installSchemaValidator(): void {
  if (installed) return;
  samlify.setSchemaValidator({ validate: validateSamlXml });
  installed = true;
}
