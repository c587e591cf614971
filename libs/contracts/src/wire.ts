import type { components, operations } from './generated/api';

/**
 * The API's answers as its OpenAPI document (services/api/openapi.json) describes them, for the
 * clients: generated from the server's own types (`npm run openapi`), so never written twice.
 */
export type WireSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The operation ids: `{Controller}_{method}`, as the document's operationId. */
export type WireOperation = keyof operations;

type SuccessCodes = 200 | 201 | 202;
type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The body an operation answers on success: the member API's envelope, the admin API's bare records. */
export type WireAnswer<Op extends WireOperation> = Json<
  operations[Op]['responses'][Extract<keyof operations[Op]['responses'], SuccessCodes>]
>;

/** The `data` of an operation's success envelope. */
export type WireData<Op extends WireOperation> = WireAnswer<Op> extends { data: infer Data } ? Data : never;
