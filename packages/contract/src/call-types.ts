import type { z } from 'zod';
import type { Endpoints } from './endpoints/index.js';
import type { OperationId } from './routes/index.js';

/**
 * What a client sends and receives for each operation, inferred from the endpoint table: types only,
 * so that the browser bundle imports none of the schemas.
 */
type Schema<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** On the wire a query or path value is text: the client may give what the API reads or what it parses. */
type Readable<S extends z.ZodType> = {
  [K in keyof z.input<S> | keyof z.output<S>]?:
    | (K extends keyof z.input<S> ? z.input<S>[K] : never)
    | (K extends keyof z.output<S> ? z.output<S>[K] : never);
};
/** zod's input type of a coerced field is `unknown`: the client sends what the API reads back. */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : unknown
    : z.input<S>[K];
};
/** The `locale` every call carries is the client's own business. */
type WithoutLocale<T> = Omit<T, 'locale'>;

type SuccessStatus = 200 | 201 | 202 | 204;
type ResponseOf<E> = E extends { responses: infer R }
  ? z.output<R[keyof R & SuccessStatus] & z.ZodType>
  : unknown;

type ParamsOf<E> = [Schema<E, 'params'>] extends [never]
  ? object
  : { params: { [K in keyof z.output<Schema<E, 'params'>>]: string | number } };
type QueryOf<E> = [Schema<E, 'query'>] extends [never]
  ? object
  : { query?: WithoutLocale<Readable<Schema<E, 'query'>>> };
type BodyOf<E> = [Schema<E, 'body'>] extends [never]
  ? object
  : object extends WithoutLocale<Sent<Schema<E, 'body'>>>
    ? { body?: WithoutLocale<Sent<Schema<E, 'body'>>> }
    : { body: WithoutLocale<Sent<Schema<E, 'body'>>> };

/** Every operation has its entry in the table: a route constant without one fails to compile here. */
export type CallTypes = {
  [N in OperationId]: {
    input: ParamsOf<Endpoints[N]> & QueryOf<Endpoints[N]> & BodyOf<Endpoints[N]>;
    response: ResponseOf<Endpoints[N]>;
  };
};
export type CallInput<N extends OperationId> = CallTypes[N]['input'];
export type CallResponse<N extends OperationId> = CallTypes[N]['response'];
