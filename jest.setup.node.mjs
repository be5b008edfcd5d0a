// Nest's dependency injection reads design-time types that swc emits through reflect-metadata.
import 'reflect-metadata';
