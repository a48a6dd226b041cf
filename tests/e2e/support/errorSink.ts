// The sink lives with the scripts: the e2e tests and the benchmarks (bench:lighthouse) share it.
export { type ErrorSink, startErrorSink } from '../../../tools/lib/errorSink'
