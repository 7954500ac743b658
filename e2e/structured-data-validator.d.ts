// The package ships JavaScript only; this is the part of its API the tests use.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    rootType: string
    fieldNames?: string[]
  }
  type Extracted = Record<string, Record<string, unknown>[]>
  export default class Validator {
    /** Without schema.org's vocabulary it checks the types search engines document (Offer, BreadcrumbList, …). */
    constructor(schemaOrgJson?: unknown)
    validate(data: { jsonld: Extracted; microdata: Extracted; rdfa: Extracted }): Promise<ValidationIssue[]>
  }
}
