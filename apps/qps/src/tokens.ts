/** DI tokens of the qps service. */
export const QPS_CONFIG = Symbol('QPS_CONFIG');
export const QPS_CLIENT = Symbol('QPS_CLIENT');
